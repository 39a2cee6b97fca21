import { LoadingSpinner } from '../../components/media/loading-spinner';

/** A spinner with its text visible, for the checkout's waiting moments. */
export function BusyPanel({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <LoadingSpinner label={text} className="text-4xl text-brand-700 dark:text-brand-500" />
      <p className="text-base font-medium" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
