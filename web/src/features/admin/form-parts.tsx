export const labelClasses = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
export const fieldClasses =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 ' +
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

/** A field's messages from the server's error body, read out when they appear. */
export function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {messages.join(' ')}
    </p>
  );
}
