import { defineTexts, type TaxDocumentView, taxInvoiceBuyerProblems } from '@sound-putter/contracts';
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
import { useOrderTexts } from './order-texts';
import {
  emptyTaxInvoiceBuyer,
  TaxInvoiceBuyerFields,
  type TaxInvoiceBuyerErrors,
  taxInvoiceFieldId,
} from '../checkout/tax-invoice-fields';

/** A name for every kind of tax document (the English record gives the texts' shape, so Thai needs them all too). */
type KindNames = Record<TaxDocumentView['kind'], string>;

/** The tax-documents card's words, in the page's language. */
const taxTexts = defineTexts({
  th: {
    heading: 'ใบกำกับภาษี',
    kind: { abbreviated: 'ใบกำกับภาษีอย่างย่อ', full: 'ใบกำกับภาษีเต็มรูป', credit_note: 'ใบลดหนี้' },
    notYet: 'จะออกใบกำกับภาษีเมื่อชำระเงินแล้ว',
    cancelled: ' · ยกเลิกแล้ว (ออกฉบับใหม่แทน)',
    download: 'ดาวน์โหลด PDF',
    offer: (until: string) => `ต้องการใบกำกับภาษีเต็มรูปในนามบริษัท? ขอได้ถึง ${until}`,
    request: 'ขอใบกำกับภาษีเต็มรูป',
    sending: 'กำลังส่ง…',
    requested: 'รับคำขอแล้ว จะออกใบกำกับภาษีเต็มรูปเมื่อชำระเงิน',
  },
  en: {
    heading: 'Tax invoices',
    kind: {
      abbreviated: 'Abbreviated tax invoice',
      full: 'Tax invoice',
      credit_note: 'Credit note',
    } satisfies KindNames,
    notYet: 'Issued once the order is paid',
    cancelled: ' · Cancelled (replaced)',
    download: 'Download PDF',
    offer: (until: string) => `Need a full tax invoice in a company's name? You can ask until ${until}.`,
    request: 'Request a tax invoice',
    sending: 'Sending…',
    requested: 'Requested: the full tax invoice is issued when the order is paid',
  },
});

const useTaxTexts = () => {
  const { language, date } = useOrderTexts();
  return { t: taxTexts[language], date };
};

/** The form for a full tax invoice: checked here by the server's rules, then by the server (the tax id's check digit). */
function FullInvoiceForm({ orderId }: { orderId: string }) {
  const { t } = useTaxTexts();
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
    <form onSubmit={submit} className="mt-4 space-y-3" aria-label={t.request} noValidate>
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
          {t.requested}
        </p>
      ) : null}
      <Button type="submit" disabled={state.isLoading} data-testid="request-tax-invoice">
        {state.isLoading ? t.sending : t.request}
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
  const { t } = useOrderTexts();
  const [load, state] = useLazyGetTaxDocumentsQuery();
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setProblem(null);
    try {
      const document = invoiceInForce(await load(orderId).unwrap());
      if (!document) return setProblem(t.invoice.notIssued);
      await downloadTaxDocument(document);
    } catch {
      setProblem(t.invoice.downloadFailed);
    }
  };
  return (
    <span className="inline-flex flex-col">
      <Button variant="outline" size="sm" disabled={state.isFetching} onClick={() => void download()}>
        {t.invoice.button}
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
  const { t, date } = useTaxTexts();
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
      <h2 className="mb-4 text-lg font-semibold">{t.heading}</h2>
      {documents.isLoading ? null : list.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.notYet}</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {list.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="tax-document">
              <span>
                <span className="font-medium">{t.kind[d.kind]}</span>{' '}
                <span className="font-mono">{d.documentNumber}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {date(d.issuedAt)}
                  {d.cancelled ? t.cancelled : ''}
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
                {t.download}
                <span className="sr-only"> {d.documentNumber}</span>
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
          <p>{t.offer(date(open.fullInvoiceRequestableUntil!))}</p>
          {asking ? (
            <FullInvoiceForm orderId={orderId} />
          ) : (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => setAsking(true)}>
              {t.request}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
