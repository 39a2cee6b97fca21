import type { CatalogPricePreview, ShopLanguage } from '@sound-putter/contracts';
import { formatBaht } from '../../lib/format';
import type { AdminLabels } from './admin-labels';
import { formatWhen } from './bangkok-time';

/** The open carts a price change would touch, shown before the admin publishes it. */
export function PricePreviewTable({
  preview,
  labels,
  language,
}: {
  preview: CatalogPricePreview;
  labels: AdminLabels;
  language: ShopLanguage;
}) {
  const newPrice = formatBaht(preview.newPrice, { decimals: true });
  const columns: [string, string][] = [
    [labels.previewCart, ''],
    [labels.name, ''],
    [labels.previewKeeps, 'text-right'],
    [labels.previewAfter, 'text-right'],
    [labels.previewChanged, ''],
  ];
  return (
    <section aria-labelledby="price-preview-heading" className="space-y-2" data-testid="price-preview">
      <h4 id="price-preview-heading" className="text-sm font-semibold">
        {labels.previewHeading}
      </h4>
      <p className="text-sm" role="status">
        {preview.lines.length === 0
          ? labels.previewNone
          : labels.previewSummary(preview.carts, preview.units, newPrice)}
      </p>
      {preview.lines.length > 0 ? (
        // A long list scrolls in its own box, which the keyboard can reach and scroll too.
        <div className="max-h-64 overflow-auto" tabIndex={0} role="region" aria-label={labels.previewHeading}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{labels.previewHeading}</caption>
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                {columns.map(([label, align]) => (
                  <th key={label} scope="col" className={`py-1 pr-3 font-semibold ${align}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.lines.map((line, i) => (
                <tr key={`${line.cart}-${i}`} className="border-b border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-3 whitespace-nowrap">
                    <span className="block font-mono">{line.cart}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {line.owner === 'customer' ? labels.previewCustomer : labels.previewGuest}
                    </span>
                  </td>
                  <td className="py-1 pr-3">
                    {line.model}
                    {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                  </td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatBaht(line.heldUnitPrice, { decimals: true })}
                  </td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap tabular-nums">
                    {formatBaht(line.unitPriceAfter, { decimals: true })}
                  </td>
                  <td className="py-1 whitespace-nowrap">{formatWhen(line.lastChangedAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {preview.truncated ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">{labels.previewTruncated}</p>
      ) : null}
    </section>
  );
}
