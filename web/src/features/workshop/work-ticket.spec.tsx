import { screen, within } from '@testing-library/react';
import { fullOrder } from '../../testing/factories';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PrintWorkTicket } from './work-ticket';

const order = fullOrder({
  shortId: 'ABCD5678',
  customerName: 'Somchai Jaidee',
  deliveryDeadline: '2026-11-23T03:28:00.000Z',
  giftMessage: 'สุขสันต์วันเกิดครับพ่อ 🎂\nFrom Nok',
  lines: [{ configurationId: 'c-1', quantity: 1, unitPrice: 12450, lineTotal: 12450, modelName: 'Melody C' }],
});

describe('the work ticket', () => {
  afterEach(() => jest.restoreAllMocks());

  it('prints the order with its deadline in shop time and the gift card, then leaves the page as it was', async () => {
    // What the paper gets: the ticket as it is in the document while the browser prints.
    let printed: HTMLElement | null = null;
    let printedBesideApp = false;
    let printingFlag: string | undefined;
    jest.spyOn(window, 'print').mockImplementation(() => {
      const ticket = document.querySelector<HTMLElement>('.print-ticket');
      printedBesideApp = ticket?.parentElement === document.body;
      printed = ticket?.cloneNode(true) as HTMLElement;
      printingFlag = document.documentElement.dataset.printing;
    });
    const { user } = renderWithProviders(<PrintWorkTicket order={order} />);
    // Nothing to print on screen before the button.
    expect(document.querySelector('.print-ticket')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print work ticket of order ABCD5678' }));
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(printingFlag).toBe('ticket');
    const ticket = within(printed as unknown as HTMLElement);
    expect(ticket.getByRole('heading', { name: '#ABCD5678' })).toBeTruthy();
    expect(ticket.getByText('Due 23 Nov 2026, 10:28')).toBeTruthy();
    expect(ticket.getByTestId('ticket-gift-message')).toHaveTextContent('สุขสันต์วันเกิดครับพ่อ 🎂 From Nok');
    // Outside the app's root, so print styles can hide the app and keep the ticket.
    expect(printedBesideApp).toBe(true);
    expect(document.querySelector('.print-ticket')).toBeNull();
    expect(document.documentElement.dataset.printing).toBeUndefined();
  });
});
