import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from './kiosk-i18n';

/** Numbers, baht and dates through Intl in the kiosk's current language (Bangkok time). */
export const useFormat = () => {
  const { i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  return useMemo(() => {
    const baht = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const satang = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'THB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const number = new Intl.NumberFormat(locale);
    const dateTime = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });
    return {
      baht: (value: number | string) => baht.format(typeof value === 'number' ? value : Number.parseFloat(value)),
      /** Satang as baht with both decimals (VAT and the amount before it). */
      satang: (value: number) => satang.format(value / 100),
      number: (value: number) => number.format(value),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [locale]);
};
