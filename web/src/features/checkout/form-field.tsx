import { fieldMessageIn } from '@sound-putter/contracts';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useLanguage } from '../../lib/use-language';

export const inputClasses =
  'h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400 border-slate-300 dark:border-slate-600';

export const errorId = (id: string) => `${id}-error`;

/** A field's message, in the page's language (the server's and the rules' English looked up in contracts). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { language } = useLanguage();
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {fieldMessageIn(language, message)}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ id, label, error, className = '', children }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** What an input and a select share: their id and name, the value, and the link to their message. */
const controlProps = (id: string, value: string, error: string | undefined, onValue: (value: string) => void) => ({
  id,
  name: id,
  value,
  onChange: (e: { target: { value: string } }) => onValue(e.target.value),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
  className: inputClasses,
});

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
};

export function TextField({ id, label, value, error, onValue, className, ...rest }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <input {...controlProps(id, value, error, onValue)} {...rest} />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  children: ReactNode;
};

export function SelectField({ id, label, value, error, onValue, className, children, ...rest }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select {...controlProps(id, value, error, onValue)} {...rest}>
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  /** Under the field: what it is for, and its counter. */
  hint?: ReactNode;
};

export function TextAreaField({ id, label, value, error, onValue, className, hint, ...rest }: TextAreaFieldProps) {
  const props = controlProps(id, value, error, onValue);
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <textarea
        {...props}
        className={props.className.replace('h-11', 'min-h-24 py-2')}
        aria-describedby={
          [props['aria-describedby'], hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined
        }
        {...rest}
      />
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      ) : null}
    </FieldShell>
  );
}
