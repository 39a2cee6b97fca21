import { useTexts } from '../../lib/use-language';
import { CheckIcon } from '../../components/ui/icons';
import { defineTexts } from '@sound-putter/contracts';

const progressTexts = defineTexts<{ name: string; done: string; steps: readonly [string, string, string] }>({
  en: { name: 'Checkout progress', done: 'Done: ', steps: ['Cart', 'Details & Payment', 'Confirmation'] },
  th: { name: 'ขั้นตอนการสั่งซื้อ', done: 'เสร็จแล้ว: ', steps: ['ตะกร้า', 'ข้อมูลและการชำระเงิน', 'ยืนยัน'] },
});

/** The three-step header; `current` is the index of the step the shopper is on. */
export function CheckoutProgress({ current }: { current: 0 | 1 | 2 }) {
  const t = useTexts(progressTexts);
  return (
    <nav aria-label={t.name}>
      <ol className="flex items-center gap-2 text-sm sm:gap-4">
        {t.steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              className="flex min-w-0 flex-1 items-center gap-2"
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  done || active
                    ? 'bg-brand-700 text-white dark:bg-brand-500 dark:text-slate-950'
                    : 'border border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'
                }`}
              >
                {done ? <CheckIcon aria-hidden="true" /> : index + 1}
                {done && <span className="sr-only">{t.done}</span>}
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${active ? 'font-semibold' : 'text-slate-600 dark:text-slate-300'}`}
              >
                {label}
              </span>
              {index < t.steps.length - 1 && (
                <span aria-hidden="true" className="hidden h-px flex-1 bg-slate-300 sm:block dark:bg-slate-700" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
