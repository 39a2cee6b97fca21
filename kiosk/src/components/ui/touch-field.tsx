import { useId, type InputHTMLAttributes } from 'react';

export const touchFieldClass =
  'min-h-20 w-full rounded-2xl border-4 border-white/30 bg-slate-900 px-6 text-3xl text-white';

/** A labelled, touch-sized text field with its error read out with it. */
export function TouchField({
  label,
  error,
  compact = false,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; compact?: boolean }) {
  const errorId = useId();
  return (
    <label className={`flex flex-1 flex-col gap-3 font-semibold ${compact ? 'text-xl' : 'text-2xl'}`}>
      {label}
      <input
        className={touchFieldClass}
        autoComplete="off"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <span id={errorId} role="alert" className="text-2xl font-semibold text-red-300">
          {error}
        </span>
      ) : null}
    </label>
  );
}
