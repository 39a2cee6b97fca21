import { formatThaiDateTime, type TaxDocumentView, taxInvoiceBuyerProblems } from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import {
  downloadTaxDocument,
  useGetTaxDocumentsQuery,
  useLazyGetTaxDocumentsQuery,
  useRequestTaxInvoiceMutation,
} from '../../api/invoicing.api';
import { Button } from '../../components/ui/button';
import { useSay } from './order-texts';
import {
  emptyTaxInvoiceBuyer,
  TaxInvoiceBuyerFields,
  type TaxInvoiceBuyerErrors,
  taxInvoiceFieldId,
} from '../checkout/tax-invoice-fields';

const kindLabels: Record<TaxDocumentView['kind'], string> = {
  abbreviated: 'ใบกำกับภาษีอย่างย่อ (Abbreviated tax invoice)',
  full: 'ใบกำกับภาษีเต็มรูป (Tax invoice)',
  credit_note: 'ใบลดหนี้ (Credit note)',
};

/** The form for a full tax invoice: checked here by the server's rules, then by the server (the tax id's check digit). */
function FullInvoiceForm({ orderId }: { orderId: string }) {
  const [buyer, setBuyer] = useState<RequestTaxInvoiceDto>(emptyTaxInvoiceBuyer);
  const [problems, setProblems] = useState<TaxInvoiceBuyerErrors>({});
  const [request, state] = useRequestTaxInvoiceMutation();
  const error = state.error as ApiError | undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = taxInvoiceBuyerProblems(buyer);
    setProblems(found);
    const first = Object.keys(found)[0] as keyof RequestTaxInvoiceDto | undefined;
    if (first) return document.getElementById(taxInvoiceFieldId('tax', first))?.focus();
    void request({ orderId, ...buyer });
  };
  const serverProblems = Object.fromEntries(
    Object.entries(error?.details ?? {}).map(([field, messages]) => [field, messages[0]]),
  ) as TaxInvoiceBuyerErrors;
  return (
    <form onSubmit={submit} className="mt-4 space-y-3" aria-label="ขอใบกำกับภาษีเต็มรูป" noValidate>
      <TaxInvoiceBuyerFields
        idPrefix="tax"
        value={buyer}
        errors={{ ...serverProblems, ...problems }}
        onChange={(next) => {
          setBuyer(next);
          setProblems({});
        }}
      />
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

/** The invoice in force: a full one when issued, else the abbreviated one (credit notes are on the order page). */
export const invoiceInForce = (documents: readonly TaxDocumentView[]): TaxDocumentView | undefined =>
  documents.find((d) => d.kind === 'full' && !d.cancelled) ??
  documents.find((d) => d.kind === 'abbreviated' && !d.cancelled);

/** My Orders: the order's tax invoice in force, fetched and downloaded at a click (its list is not loaded before). */
export function InvoiceDownloadButton({ orderId, shortId }: { orderId: string; shortId: string }) {
  const say = useSay();
  const [load, state] = useLazyGetTaxDocumentsQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setProblem(null);
    try {
      const document = invoiceInForce(await load(orderId).unwrap());
      if (!document)
        return setProblem(
          say('ยังไม่ได้ออกใบกำกับภาษี ลองอีกครั้งในอีกสักครู่', 'The tax invoice is not issued yet: try again shortly.'),
        );
      await downloadTaxDocument(document);
    } catch {
      setProblem(say('ดาวน์โหลดไม่สำเร็จ ลองอีกครั้ง', 'The download failed: try again.'));
    }
  };
  return (
    <span className="inline-flex flex-col">
      <Button variant="outline" size="sm" disabled={state.isFetching} onClick={() => void download()}>
        {say('ใบกำกับภาษี (PDF)', 'Tax invoice (PDF)')}
        <span className="sr-only"> #{shortId}</span>
      </Button>
      {problem ? (
        <span role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {problem}
        </span>
      ) : null}
    </span>
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
