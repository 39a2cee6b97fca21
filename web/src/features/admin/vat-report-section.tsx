import type { TaxDocumentView } from '@sound-putter/contracts';
import { useState } from 'react';
import { errorText } from '../../api';
import { useGetVatReportQuery } from '../../api/admin-reports.api';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../checkout/form-field';
import type { AdminLabels } from './admin-labels';
import { parseCsv } from './csv';
import { SectionHeading } from './section-heading';

/** The month it is now in Bangkok (UTC+7, no daylight saving), `YYYY-MM`. */
export const bangkokMonthNow = (now = new Date()): string =>
  new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 7);

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The CSV's columns this page shows, by the report's header names (backend/src/invoicing/vat-report.ts). */
const shown = ['date', 'document_number', 'kind', 'buyer_name', 'amount_before_vat', 'vat', 'total', 'status'] as const;

const saveCsv = (csv: string, month: string) => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `output-vat-${month}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/**
 * The month's output-VAT report (issue 31 item 5): what the CSV holds, shown as a table with its totals row, and the
 * CSV itself to download for the accountant. The server answers it to admins only.
 */
export function VatReportSection({ labels, isAdmin }: { labels: AdminLabels; isAdmin: boolean }) {
  const [month, setMonth] = useState(bangkokMonthNow);
  const valid = MONTH.test(month);
  const report = useGetVatReportQuery(month, { skip: !isAdmin || !valid });
  if (!isAdmin) return <p data-testid="vat-admin-only">{labels.vatAdminOnly}</p>;
  const rows = report.data ? parseCsv(report.data) : [];
  const [header = [], ...body] = rows;
  const columns = shown.map((name) => header.indexOf(name));
  const totals = body.at(-1)?.[1] === 'TOTAL' ? body.at(-1) : undefined;
  const documents = totals ? body.slice(0, -1) : body;
  const c = labels.vatColumns;
  return (
    <section aria-labelledby="vat-heading" data-testid="vat-report">
      <SectionHeading id="vat-heading" title={labels.vatReport} intro={labels.vatIntro} />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="vat-month" className="mb-1 block text-sm font-medium">
            {labels.month}
          </label>
          <input
            id="vat-month"
            type="month"
            className={`${inputClasses} w-48`}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
        </div>
        <Button disabled={!report.data || report.isFetching} onClick={() => report.data && saveCsv(report.data, month)}>
          {labels.downloadCsv}
        </Button>
      </div>
      {report.isFetching ? (
        <p role="status" className="mt-4 text-sm">
          {labels.loadingReport}
        </p>
      ) : report.error ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {labels.reportFailed} {errorText(report.error as never)}
        </p>
      ) : report.data && documents.length === 0 ? (
        <p className="mt-4 text-sm">{labels.noDocuments}</p>
      ) : report.data ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                {[c.date, c.number, c.kind, c.buyer, c.net, c.vat, c.total, c.status].map((name, i) => (
                  <th
                    key={name}
                    scope="col"
                    className={`py-2 pr-4 font-semibold ${i >= 4 && i <= 6 ? 'text-right' : ''}`}
                  >
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {documents.map((row) => (
                <tr key={row[1]} className="border-b border-slate-200 dark:border-slate-800" data-testid="vat-row">
                  {columns.map((at, i) => (
                    <td key={shown[i]} className={`py-2 pr-4 ${i >= 4 && i <= 6 ? 'text-right tabular-nums' : ''}`}>
                      {shown[i] === 'kind'
                        ? (labels.documentKinds[row[at] as TaxDocumentView['kind']] ?? row[at])
                        : row[at]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {totals ? (
              <tfoot>
                <tr className="font-semibold" data-testid="vat-totals">
                  <th scope="row" colSpan={4} className="py-2 pr-4">
                    {labels.totals} · {totals[columns[7]]}
                  </th>
                  {columns.slice(4, 7).map((at) => (
                    <td key={at} className="py-2 pr-4 text-right tabular-nums">
                      {totals[at]}
                    </td>
                  ))}
                  <td />
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
    </section>
  );
}
