import { useTexts } from '../../lib/use-language';
import { homeTexts } from './home-texts';

export function HowItWorks() {
  const t = useTexts(homeTexts);
  return (
    <div>
      <h3 className="text-xl font-bold">{t.howItWorks}</h3>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {t.steps.map((step, i) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
