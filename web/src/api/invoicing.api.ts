import {
  apiPaths,
  type ReceiptLinkView,
  SESSION_HEADER,
  type TaxDocumentView,
  type TaxInvoiceRequestResult,
} from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { baseApi } from './base-api';
import { getSessionId } from './session-id';

export const invoicingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The order's tax invoices and credit notes (its owner and staff). */
    getTaxDocuments: build.query<TaxDocumentView[], string>({
      query: (orderId) => apiPaths.orders.taxDocuments(orderId),
      providesTags: (_result, _error, orderId) => [{ type: 'TaxDocuments', id: orderId }],
    }),
    /** Asks for a full tax invoice: issued at once for a paid order, else when it is paid. */
    requestTaxInvoice: build.mutation<TaxInvoiceRequestResult, { orderId: string } & RequestTaxInvoiceDto>({
      query: ({ orderId, ...buyer }) => ({
        url: apiPaths.orders.taxInvoice(orderId),
        method: 'POST',
        body: buyer satisfies RequestTaxInvoiceDto,
      }),
      invalidatesTags: (result, _error, { orderId }) => (result ? [{ type: 'TaxDocuments', id: orderId }] : []),
    }),
    /** A link to the order's receipt PDF that opens without this session for 24 h (the kiosk's receipt QR). */
    createReceiptLink: build.mutation<ReceiptLinkView, string>({
      query: (orderId) => ({ url: apiPaths.orders.receiptLink(orderId), method: 'POST' }),
    }),
  }),
});

export const {
  useCreateReceiptLinkMutation,
  useGetTaxDocumentsQuery,
  useLazyGetTaxDocumentsQuery,
  useRequestTaxInvoiceMutation,
} = invoicingApi;

/**
 * Downloads a document's PDF: the API wants this browser's x-session-id (a plain link cannot send it), so the file
 * is fetched and handed to the browser as a download.
 */
export const downloadTaxDocument = async (document: TaxDocumentView): Promise<void> => {
  const res = await fetch(document.pdfPath, { credentials: 'include', headers: { [SESSION_HEADER]: getSessionId() } });
  if (!res.ok) throw new Error(`The document could not be downloaded (${res.status}).`);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(window.document.createElement('a'), {
    href: url,
    download: `${document.documentNumber}.pdf`,
  });
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
