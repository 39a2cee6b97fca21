import { Link } from 'react-router';
import { errorText, isApiError } from '../../api';
import { Button, buttonClasses } from '../../components/ui/button';

/** Spec section 8: the server's message, else "Failed to initialize payment". */
export const failureText = (error: unknown): string =>
  (isApiError(error) && errorText(error)) || 'Failed to initialize payment';

/** The setup error screen of spec section 2. */
export function CheckoutFailed({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <h2 className="text-xl font-semibold text-red-800 dark:text-red-200">Checkout Initialization Failed</h2>
      <p className="mt-3 text-slate-800 dark:text-slate-200">{message}</p>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Please try again or contact support if the problem persists.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Link to="/" className={buttonClasses('outline')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
