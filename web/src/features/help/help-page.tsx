import { LanguageLinks } from '../../components/language-links';
import { useLanguage } from '../../lib/use-language';
import { helpTexts } from './help-content';

/** FAQ, Shipping and Returns & Warranty, each a section the footer links to, in English or Thai (`?lang=th`). */
export function HelpPage() {
  const { language } = useLanguage();
  const t = helpTexts[language];
  return (
    <div lang={language} className="mx-auto max-w-4xl px-4 py-12" data-testid="help-page">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="font-display text-4xl font-bold tracking-tight">{t.title}</h1>
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{t.lead}</p>
        </div>
        <LanguageLinks label={t.languageLabel} />
      </header>

      <nav aria-label={t.title} className="mt-8 flex flex-wrap gap-2">
        {t.sections.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-md bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {section.title}
          </a>
        ))}
      </nav>

      <div className="mt-10 space-y-14">
        {t.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20">
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold tracking-tight">
              {section.title}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{section.intro}</p>
            <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {section.entries.map((entry) => (
                <div key={entry.question} className="px-5 py-4">
                  <dt className="font-semibold">{entry.question}</dt>
                  <dd className="mt-1 text-slate-700 dark:text-slate-300">{entry.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>

      <aside className="mt-14 rounded-xl bg-slate-100 p-6 dark:bg-slate-800">
        <h2 className="text-lg font-semibold">{t.contactTitle}</h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t.contactText}</p>
      </aside>
    </div>
  );
}
