import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';

/** Trimmed on submit; an empty value is ignored (spec section 5). */
export function EmailLookupForm({
  label,
  button,
  initial = '',
  busy = false,
  onSearch,
}: {
  label: string;
  button: string;
  initial?: string;
  busy?: boolean;
  onSearch: (email: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = value.trim();
    if (email) onSearch(email);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder="you@example.com"
          className="h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {button}
      </Button>
    </form>
  );
}
