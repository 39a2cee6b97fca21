import { shopLanguages, type ShopLanguage } from '@sound-putter/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../lib/use-language';

const names: Record<ShopLanguage, string> = { en: 'English', th: 'ไทย' };

/**
 * The English / ไทย switch inside a page that mails link to (help, account links): the same choice as the header's
 * switch, kept for the whole shop. A mailed `?lang=` gives way to it; the query's other parameters (the token) stay.
 */
export function LanguageLinks({ label, compact = false }: { label: string; compact?: boolean }) {
  const { language, choose } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const onChoose = (code: ShopLanguage) => {
    choose(code);
    const next = new URLSearchParams(search);
    if (!next.has('lang')) return;
    next.delete('lang');
    const rest = next.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  };
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex rounded-full border border-slate-300 dark:border-slate-700 ${compact ? 'p-0.5' : 'p-1'}`}
    >
      {shopLanguages.map((code) => (
        <button
          type="button"
          key={code}
          lang={code}
          onClick={() => onChoose(code)}
          aria-pressed={code === language}
          className={`rounded-full font-medium ${compact ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-sm'} ${
            code === language
              ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
          }`}
        >
          {names[code]}
        </button>
      ))}
    </div>
  );
}
