export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-skeleton rounded-md bg-slate-200 dark:bg-slate-800 ${className}`} />
  );
}

/** Placeholder rows for the cart dialog. */
export function CartItemSkeleton() {
  return (
    <div className="flex gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <Skeleton className="h-16 w-16" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}

export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <div className="space-y-4">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

export function OrderListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-slate-200 p-6 dark:border-slate-800">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

/** The whole-page fallback while a lazily loaded route arrives. */
export function PageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-12" role="status" aria-label="Loading page">
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="h-5 w-3/4" />
      <ProductGridSkeleton />
    </div>
  );
}
