import { errorText, type ApiError } from '../../api';
import { Button } from '../../components/ui/button';

/** A part of the history dialog that could not be loaded: the server's reason (or `fallback`) and a retry. */
export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-2">
      <p>{errorText(error as ApiError) || fallback}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
