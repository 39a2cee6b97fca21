import { formatThaiDateTime, type TaxDocumentView } from '@sound-putter/contracts';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { downloadTaxDocument, useGetTaxDocumentsQuery, useRequestTaxInvoiceMutation } from '../../api/invoicing.api';
import { Button } from '../../components/ui/button';

const kindLabels: Record<TaxDocumentView['kind'], string> = {
  abbreviated: 'ใบกำกับภาษีอย่างย่อ (Abbreviated tax invoice)',
  full: 'ใบกำกับภาษีเต็มรูป (Tax invoice)',
  credit_note: 'ใบลดหนี้ (Credit note)',
};

const inputClasses =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900';

const fields = [
  { name: 'name', label: 'ชื่อบริษัทหรือผู้ซื้อ (Name)', autoComplete: 'organization' },
  { name: 'address', label: 'ที่อยู่ (Address)', autoComplete: 'street-address' },
  { name: 'taxId', label: 'เลขประจำตัวผู้เสียภาษี 13 หลัก (Tax ID)', autoComplete: 'off' },
  { name: 'branch', label: 'สาขา (00000 = สำนักงานใหญ่) (Branch)', autoComplete: 'off' },
] as const;

type Buyer = Record<(typeof fields)[number]['name'], string>;

/** The form for a full tax invoice: the server checks every field (the tax id by its check digit). */
function FullInvoiceForm({ orderId }: { orderId: string }) {
  const [buyer, setBuyer] = useState<Buyer>({ name: '', address: '', taxId: '', branch: '00000' });
  const [request, state] = useRequestTaxInvoiceMutation();
  const error = state.error as ApiError | undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void request({ orderId, ...buyer });
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-3" aria-label="ขอใบกำกับภาษีเต็มรูป" noValidate>
      {fields.map((f) => {
        const messages = error?.details?.[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={`tax-${f.name}`} className="text-xs font-medium">
              {f.label}
            </label>
            <input
              id={`tax-${f.name}`}
              name={f.name}
              className={inputClasses}
              value={buyer[f.name]}
              autoComplete={f.autoComplete}
              aria-invalid={messages ? true : undefined}
              aria-describedby={messages ? `tax-${f.name}-error` : undefined}
              onChange={(e) => setBuyer({ ...buyer, [f.name]: e.target.value })}
            />
            {messages ? (
              <p id={`tax-${f.name}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400">
                {messages.join(' ')}
              </p>
            ) : null}
          </div>
        );
      })}
      {error && !error.details ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error.message}
        </p>
      ) : null}
      {state.data?.status === 'requested' ? (
        <p role="status" className="text-sm">
          รับคำขอแล้ว จะออกใบกำกับภาษีเต็มรูปเมื่อชำระเงิน (Requested: issued when the order is paid)
        </p>
      ) : null}
      <Button type="submit" disabled={state.isLoading} data-testid="request-tax-invoice">
        {state.isLoading ? 'กำลังส่ง…' : 'ขอใบกำกับภาษีเต็มรูป (Request a tax invoice)'}
      </Button>
    </form>
  );
}

/** The order's tax invoices and credit notes to download, and the request for a full tax invoice while allowed. */
export function TaxDocuments({ orderId }: { orderId: string }) {
  const documents = useGetTaxDocumentsQuery(orderId);
  const [asking, setAsking] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const list = documents.data ?? [];
  const hasFull = list.some((d) => d.kind === 'full' && !d.cancelled);
  const open = list.find(
    (d) => d.fullInvoiceRequestableUntil && Date.parse(d.fullInvoiceRequestableUntil) > Date.now(),
  );
  return (
    <section className="rounded-xl border border-slate-200 p-5 dark:border-slate-800" data-testid="tax-documents">
      <h2 className="mb-4 text-lg font-semibold">ใบกำกับภาษี (Tax invoices)</h2>
      {documents.isLoading ? null : list.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          จะออกใบกำกับภาษีเมื่อชำระเงินแล้ว (Issued once the order is paid)
        </p>
      ) : (
        <ul className="space-y-3 text-sm">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="tax-document">
              <span>
                <span className="font-medium">{kindLabels[d.kind]}</span>{' '}
                <span className="font-mono">{d.documentNumber}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {formatThaiDateTime(d.issuedAt)}
                  {d.cancelled ? ' · ยกเลิกแล้ว (cancelled, replaced)' : ''}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  downloadTaxDocument(d).then(
                    () => setDownloadError(null),
                    (e: Error) => setDownloadError(e.message),
                  )
                }
              >
                ดาวน์โหลด PDF<span className="sr-only"> {d.documentNumber}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {downloadError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {downloadError}
        </p>
      ) : null}
      {open && !hasFull ? (
        <div className="mt-4 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <p>
            ต้องการใบกำกับภาษีเต็มรูปในนามบริษัท? ขอได้ถึง {formatThaiDateTime(open.fullInvoiceRequestableUntil!)} (A company may
            ask for a full tax invoice until the end of the month of the sale.)
          </p>
          {asking ? (
            <FullInvoiceForm orderId={orderId} />
          ) : (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setAsking(true)}>
              ขอใบกำกับภาษีเต็มรูป (Request a tax invoice)
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
