import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, type TaxDocumentView, type TaxInvoiceRequestResult } from '@sound-putter/contracts';
import type { RequestTaxInvoiceDto } from '@sound-putter/contracts/dto';
import { http, HttpResponse } from 'msw';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { InvoiceDownloadButton, invoiceInForce, TaxDocuments } from './tax-documents';

const ORDER_ID = '5d9e4c10-6a1e-4d7b-9c1e-2b7a5d9e4c10';
const abbreviated: TaxDocumentView = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'abbreviated',
  documentNumber: 'ABB2026-000117',
  orderId: ORDER_ID,
  issuedAt: '2026-11-22T10:15:00.000Z',
  grossSatang: 1_245_000,
  netSatang: 1_163_551,
  vatSatang: 81_449,
  vatRateBasisPoints: 700,
  buyer: null,
  refersTo: null,
  cancelled: false,
  fullInvoiceRequestableUntil: '2099-12-31T16:59:59.999Z',
  pdfPath: `/api/tax-documents/1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f/pdf`,
};
const full: TaxDocumentView = {
  ...abbreviated,
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  kind: 'full',
  documentNumber: 'INV2026-000042',
  buyer: { name: 'Siam Golf Co., Ltd.', address: '99 Rama IV Rd', taxId: '0105536092641', branch: '00000' },
  refersTo: 'ABB2026-000117',
  fullInvoiceRequestableUntil: null,
};

describe("the order page's tax invoices", () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a full tax invoice after the sale: checked here first, then listed once issued', async () => {
    let documents = [abbreviated];
    const asked: RequestTaxInvoiceDto[] = [];
    server.use(
      http.get(apiPaths.orders.taxDocuments(ORDER_ID), () => HttpResponse.json(documents)),
      http.post(apiPaths.orders.taxInvoice(ORDER_ID), async ({ request }) => {
        asked.push((await request.json()) as RequestTaxInvoiceDto);
        documents = [{ ...abbreviated, cancelled: true }, full];
        return HttpResponse.json({ status: 'issued', document: full } satisfies TaxInvoiceRequestResult);
      }),
    );
    const { user } = renderWithProviders(<TaxDocuments orderId={ORDER_ID} />, { route: `/orders/${ORDER_ID}?lang=en` });
    expect(await screen.findByRole('button', { name: 'Download PDF ABB2026-000117' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Request a tax invoice/ }));
    const form = screen.getByRole('form', { name: 'Request a tax invoice' });
    await user.click(within(form).getByRole('button', { name: /Request a tax invoice/ }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Tax ID must be 13 digits')).toBeInTheDocument();
    expect(within(form).getByLabelText('Company or buyer name')).toHaveFocus();
    expect(asked).toEqual([]);

    await user.type(within(form).getByLabelText('Company or buyer name'), 'Siam Golf Co., Ltd.');
    await user.type(within(form).getByLabelText('Address'), '99 Rama IV Rd');
    await user.type(within(form).getByLabelText(/Tax ID/), '0105536092641');
    await user.click(within(form).getByRole('button', { name: /Request a tax invoice/ }));
    expect(await screen.findByRole('button', { name: 'Download PDF INV2026-000042' })).toBeInTheDocument();
    expect(asked).toEqual([
      { name: 'Siam Golf Co., Ltd.', address: '99 Rama IV Rd', taxId: '0105536092641', branch: '00000' },
    ]);
    // A full invoice is in force: no further request is offered.
    expect(screen.queryByRole('button', { name: /Request a tax invoice/ })).toBeNull();
  });

  it('picks the invoice in force: the full one once issued, else the abbreviated one', () => {
    expect(invoiceInForce([abbreviated])).toBe(abbreviated);
    const replaced = { ...abbreviated, cancelled: true };
    expect(invoiceInForce([replaced, full])).toBe(full);
    expect(invoiceInForce([replaced])).toBeUndefined();
    expect(invoiceInForce([])).toBeUndefined();
  });

  it("My Orders' button downloads the invoice in force, or says it is not issued yet", async () => {
    let documents: TaxDocumentView[] = [];
    server.use(
      http.get(apiPaths.orders.taxDocuments(ORDER_ID), () => HttpResponse.json(documents)),
      http.get(full.pdfPath, () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    // jsdom has no object URLs; the browser tests download for real.
    URL.createObjectURL = () => 'blob:invoice';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderWithProviders(<InvoiceDownloadButton orderId={ORDER_ID} shortId="5D9E4C10" />, {
      route: '/orders?lang=en',
    });
    const button = screen.getByRole('button', { name: 'Tax invoice (PDF) #5D9E4C10' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('The tax invoice is not issued yet');
    expect(saved).toEqual([]);

    documents = [{ ...abbreviated, cancelled: true }, full];
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['INV2026-000042.pdf blob:invoice']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
