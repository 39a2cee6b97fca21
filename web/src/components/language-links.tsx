import { Link, useSearchParams } from 'react-router';

export type PageLanguage = 'en' | 'th';

const languages: Array<{ code: PageLanguage; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'th', name: 'ไทย' },
];

/** A page's language from its query (`?lang=th`, as the Thai mails link); English otherwise. */
export const pageLanguageOf = (params: URLSearchParams): PageLanguage => (params.get('lang') === 'th' ? 'th' : 'en');

/** The English / ไทย switch of a page that reads `?lang=`; the query's other parameters (a mailed link's token) stay. */
export function LanguageLinks({ label, compact = false }: { label: string; compact?: boolean }) {
  const [params] = useSearchParams();
  const language = pageLanguageOf(params);
  const searchFor = (code: PageLanguage) => {
    const next = new URLSearchParams(params);
    if (code === 'en') next.delete('lang');
    else next.set('lang', code);
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  return (
    <nav
      aria-label={label}
      className={`flex rounded-full border border-slate-300 dark:border-slate-700 ${compact ? 'p-0.5' : 'p-1'}`}
    >
      {languages.map(({ code, name }) => (
        <Link
          key={code}
          to={{ search: searchFor(code) }}
          replace
          lang={code}
          aria-current={code === language ? 'true' : undefined}
          className={`rounded-full font-medium ${compact ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm'} ${
            code === language
              ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
