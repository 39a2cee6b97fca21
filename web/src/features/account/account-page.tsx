import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ShopLanguage } from '@sound-putter/contracts';
import { LanguageLinks } from '../../components/language-links';
import { useLanguage } from '../../lib/use-language';
import { accountTexts, type AccountTexts } from './account-texts';

/** The page's language (the shopper's, or `?lang=th` as the Thai mails link) and its texts. */
export const usePageLanguage = (): { language: ShopLanguage; t: AccountTexts; token: string } => {
  const [params] = useSearchParams();
  const { language } = useLanguage();
  return { language, t: accountTexts[language], token: params.get('token') ?? '' };
};

/** A narrow card with the title, a language switch that keeps the link's token, and the page's content. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const { language, t } = usePageLanguage();
  return (
    <div lang={language} className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <h1 className="font-display text-2xl font-bold tracking-tight">{title}</h1>
          <LanguageLinks label={t.languageLabel} compact />
        </div>
        <div className="space-y-4 text-sm">{children}</div>
      </div>
    </div>
  );
}

export const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950 aria-[invalid=true]:border-red-600';

/** A status line read out when it changes; `tone` colours failures. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'error' | 'success'; children: ReactNode }) {
  const colours = {
    info: 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
    error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
    success:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  } as const;
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-3 py-2 ${colours[tone]}`}>
      {children}
    </p>
  );
}

/** An API failure in the page's language: the link's own codes by name, anything else generically. */
export const failureText = (t: AccountTexts, error: { code?: string } | undefined): string =>
  (error?.code && t.codes[error.code]) || t.failed;

/** `/account/forgot-password`, keeping the page's language. */
export const forgotPasswordPath = (language: ShopLanguage): string =>
  `/account/forgot-password${language === 'th' ? '?lang=th' : ''}`;
