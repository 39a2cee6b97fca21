import type { OrderEventPayload } from '@sound-putter/contracts';
import {
  bangkokMonth,
  bangkokYear,
  documentAmounts,
  endOfBangkokMonth,
  fullInvoiceStillRequestable,
  paidOrderFactsOf,
} from './invoice-facts';

const line = (modelName: string, unitPriceSatang: number, quantity = 1) => ({
  configurationId: `cfg-${modelName}`,
  modelName,
  unitPriceSatang,
  quantity,
});

const placed = (lines: ReturnType<typeof line>[]) =>
  ({
    type: 'OrderPlaced',
    data: { orderId: 'o1', lines, totalSatang: lines.reduce((s, l) => s + l.unitPriceSatang * l.quantity, 0) },
  }) as unknown as OrderEventPayload;

describe('invoice facts', () => {
  it('takes the lines as they were when the order was paid', () => {
    const changed = {
      type: 'OrderDetailsChanged',
      data: { orderId: 'o1', lines: [line('Melody C', 1_245_000, 2)], totalSatang: 2_490_000 },
    } as unknown as OrderEventPayload;
    const paid: OrderEventPayload = {
      type: 'OrderPaid',
      data: {
        orderId: 'o1',
        paymentId: 'pi_1',
        amountSatang: 2_490_000,
        method: 'card',
        paidAt: '2026-11-26T10:00:00Z',
      },
    };
    expect(paidOrderFactsOf([placed([line('Deep', 1_000_000)])])).toBeNull();
    expect(paidOrderFactsOf([placed([line('Deep', 1_000_000)]), changed, paid])).toEqual({
      orderId: 'o1',
      lines: [line('Melody C', 1_245_000, 2)],
      totalSatang: 2_490_000,
      paymentMethod: 'card',
      paidAt: '2026-11-26T10:00:00Z',
    });
  });

  it("splits the lines' VAT so that it adds up to the document's", () => {
    const amounts = documentAmounts(
      [
        { description: 'Deep', options: ['Black grip'], quantity: 3, unitPriceSatang: 100 },
        { description: 'Bright', options: [], quantity: 1, unitPriceSatang: 1_070_000 },
      ],
      700,
    );
    expect(amounts).toMatchObject({ grossSatang: 1_070_300, vatSatang: 70_020, netSatang: 1_000_280 });
    expect(amounts.lines.map((l) => [l.grossSatang, l.vatSatang, l.netSatang])).toEqual([
      [300, 20, 280],
      [1_070_000, 70_000, 1_000_000],
    ]);
  });

  it('numbers and reports by the Bangkok calendar (UTC+7)', () => {
    expect(bangkokYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(bangkokYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
    expect(endOfBangkokMonth(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(endOfBangkokMonth(new Date('2026-12-31T18:00:00Z')).toISOString()).toBe('2027-01-31T17:00:00.000Z');
    expect(bangkokMonth('2026-11')).toEqual({
      from: new Date('2026-10-31T17:00:00Z'),
      to: new Date('2026-11-30T17:00:00Z'),
    });
  });

  it('lets a full tax invoice be asked for until the end of the month of the sale', () => {
    const sale = new Date('2026-11-26T10:00:00Z');
    expect(fullInvoiceStillRequestable(sale, new Date('2026-11-30T16:59:59Z'))).toBe(true);
    expect(fullInvoiceStillRequestable(sale, new Date('2026-11-30T17:00:00Z'))).toBe(false);
  });
});
