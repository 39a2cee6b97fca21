import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';

/** Trimmed on submit; an empty value is ignored (spec section 5). */
export function EmailLookupForm({
  label,
  initial,
  onSearch,
}: {
  label: string;
  initial: string;
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
    <form noValidate onSubmit={submit} role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
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
      <Button type="submit" size="lg">
        ค้นหา
      </Button>
    </form>
  );
}
