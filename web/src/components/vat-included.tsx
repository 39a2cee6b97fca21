import {
  bahtToSatang,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  defineTexts,
  formatBaht,
  satangToBaht,
  vatBreakdown,
  vatRatePercent,
} from '@sound-putter/contracts';
import { useGetClientConfigQuery } from '../api/orders.api';

/**
 * The VAT a VAT-inclusive total includes and the amount before VAT, by the same rule (contracts `vatBreakdown`) as
 * the tax invoice: the rate is the server's configuration (GET /api/config), the shop's default until it arrives.
 */
const labels = defineTexts({
  en: { vat: (rate: string) => `VAT ${rate}% included`, net: 'Amount before VAT' },
  th: { vat: (rate: string) => `รวมภาษีมูลค่าเพิ่ม ${rate}% แล้ว`, net: 'มูลค่าก่อนภาษีมูลค่าเพิ่ม' },
});

export function VatIncluded({
  total,
  className = '',
  language = 'en',
}: {
  total: number | string;
  className?: string;
  language?: 'en' | 'th';
}) {
  const text = labels[language];
  const { data } = useGetClientConfigQuery();
  const rate = data?.vatRateBasisPoints ?? DEFAULT_VAT_RATE_BASIS_POINTS;
  const split = vatBreakdown([bahtToSatang(total)], rate);
  return (
    <dl className={`space-y-1 text-xs text-slate-600 dark:text-slate-400 ${className}`} data-testid="vat-included">
      <div className="flex justify-between gap-3">
        <dt>{text.vat(vatRatePercent(rate))}</dt>
        <dd data-testid="vat-amount">{formatBaht(satangToBaht(split.vatSatang), { decimals: true })}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt>{text.net}</dt>
        <dd data-testid="amount-before-vat">{formatBaht(satangToBaht(split.netSatang), { decimals: true })}</dd>
      </div>
    </dl>
  );
}
