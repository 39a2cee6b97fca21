import { buttonClasses } from '../../components/ui/button';

export interface ErrorScreenProps {
  errorId: string;
  onRetry: () => void;
}

/** Full-page error: the Error ID lets support find the logged report. Plain anchors, so it works outside the router. */
export function ErrorScreen({ errorId, onRetry }: ErrorScreenProps) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Application Error</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Something went wrong. The error has been logged and our team has been notified.
        </p>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
          Please quote this Error ID if you contact support:
        </p>
        <p
          className="mt-1 rounded-md bg-slate-100 px-3 py-2 font-mono text-sm dark:bg-slate-800"
          data-testid="error-id"
        >
          {errorId}
        </p>
        <div className="mt-6 grid gap-2 sm:grid-cols-3">
          <button type="button" className={buttonClasses('primary')} onClick={onRetry}>
            Try Again
          </button>
          <button type="button" className={buttonClasses('outline')} onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <a href="/" className={buttonClasses('outline')}>
            Go Home
          </a>
        </div>
      </div>
    </main>
  );
}
