export interface LoadingSpinnerProps {
  label: string;
  className?: string;
}

export function LoadingSpinner({ label, className = '' }: LoadingSpinnerProps) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className="size-[1em] animate-spin rounded-full border-[0.14em] border-current/25 border-t-current motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
