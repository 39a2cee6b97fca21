import type { ReactNode } from 'react';

/** What went wrong, announced at once. */
export function FailureNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl bg-red-900/50 p-6 text-2xl">
      {children}
    </p>
  );
}
