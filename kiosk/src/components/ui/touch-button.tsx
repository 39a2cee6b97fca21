import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-500 text-slate-950 active:bg-brand-600 disabled:bg-slate-600 disabled:text-slate-300',
  secondary: 'border-4 border-white/30 bg-white/10 text-white active:bg-white/20 disabled:opacity-50',
  ghost: 'text-white underline-offset-8 active:bg-white/10',
};

/** Every kiosk control: at least 64 px tall, a visible pressed state (no hover-only feedback). */
export function TouchButton({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type={type}
      className={`inline-flex min-h-16 min-w-16 items-center justify-center gap-3 rounded-2xl px-8 text-2xl font-bold transition-transform active:scale-[0.98] disabled:active:scale-100 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
