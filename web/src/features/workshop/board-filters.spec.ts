import { fullOrder } from '../../testing/factories';
import {
  boardSearchOf,
  formatPhone,
  matchesBoardFilters,
  readBoardFilters,
  telHref,
  waitsAtCounter,
  type BoardFilters,
} from './board-filters';

const all: BoardFilters = { query: '', channel: 'all', paid: 'all', wall: false };
const walkIn = fullOrder({
  id: '3f0c2d1e-aaaa-4bbb-8ccc-1234abcd5678',
  shortId: 'ABCD5678',
  channel: 'kiosk',
  status: 'pending',
  paymentStatus: 'pending',
  customerName: 'Nattaya Srisuk',
  customerEmail: '',
  customerPhone: '0898765432',
});
const webOrder = fullOrder({
  id: '9e8d7c6b-0000-5000-8000-00000000ef01',
  shortId: '0000EF01',
  channel: 'web',
  status: 'confirmed',
  paymentStatus: 'paid',
  customerName: 'Somchai Jaidée',
  customerPhone: '812345678',
});
const remake = fullOrder({
  shortId: 'REMAKE01',
  paymentStatus: 'none_due',
  status: 'confirmed',
  customerName: 'Malee Wong',
  customerPhone: '611111111',
});

const find = (filters: Partial<BoardFilters>) =>
  [walkIn, webOrder, remake].filter((o) => matchesBoardFilters(o, { ...all, ...filters })).map((o) => o.shortId);

describe('board filters', () => {
  it('reads the filters from the URL and writes only what is not the default', () => {
    expect(readBoardFilters(new URLSearchParams(''))).toEqual(all);
    expect(readBoardFilters(new URLSearchParams('q=0812&channel=kiosk&paid=unpaid&wall=1'))).toEqual({
      query: '0812',
      channel: 'kiosk',
      paid: 'unpaid',
      wall: true,
    });
    // Anything else is the default, not an error.
    expect(readBoardFilters(new URLSearchParams('channel=fax&paid=maybe&wall=yes'))).toEqual(all);
    expect(boardSearchOf(all).toString()).toBe('');
    expect(boardSearchOf({ query: 'Nat', channel: 'web', paid: 'paid', wall: true }).toString()).toBe(
      'q=Nat&channel=web&paid=paid&wall=1',
    );
  });

  it('finds an order by its short id, with or without the # and in any case', () => {
    expect(find({ query: 'ABCD5678' })).toEqual(['ABCD5678']);
    expect(find({ query: '#abcd' })).toEqual(['ABCD5678']);
    expect(find({ query: 'ef01' })).toEqual(['0000EF01']);
  });

  it('finds an order by name in any case and without accents, every word counting', () => {
    expect(find({ query: 'nattaya' })).toEqual(['ABCD5678']);
    expect(find({ query: 'jaidee' })).toEqual(['0000EF01']);
    expect(find({ query: 'somchai jaidee' })).toEqual(['0000EF01']);
    expect(find({ query: 'somchai srisuk' })).toEqual([]);
  });

  it('finds an order by phone however the number is typed, but not by one or two digits', () => {
    for (const typed of ['0812345678', '081-234-5678', '081 234 5678', '+66 81 234 5678', '812345', '5678'])
      expect(find({ query: typed })).toEqual(expect.arrayContaining(['0000EF01']));
    expect(find({ query: '0898765432' })).toEqual(['ABCD5678']);
    expect(find({ query: '+66898765432' })).toEqual(['ABCD5678']);
    expect(find({ query: '89' })).toEqual([]);
  });

  it('filters by channel and by payment; a remake owes nothing, so it counts as paid', () => {
    expect(find({ channel: 'kiosk' })).toEqual(['ABCD5678']);
    expect(find({ channel: 'web' })).toEqual(['0000EF01', 'REMAKE01']);
    expect(find({ paid: 'unpaid' })).toEqual(['ABCD5678']);
    expect(find({ paid: 'paid' })).toEqual(['0000EF01', 'REMAKE01']);
    expect(find({ channel: 'kiosk', paid: 'paid' })).toEqual([]);
  });

  it('knows a walk-in waiting at the counter: a kiosk order, pending and unpaid', () => {
    expect(waitsAtCounter(walkIn)).toBe(true);
    expect(waitsAtCounter({ ...walkIn, paymentStatus: 'paid', status: 'confirmed' })).toBe(false);
    expect(waitsAtCounter(webOrder)).toBe(false);
  });

  it('writes Thai numbers in the national form and dials them with the country code', () => {
    expect(formatPhone('+66', '812345678')).toBe('081 234 5678');
    expect(formatPhone('+66', '0812345678')).toBe('081 234 5678');
    expect(formatPhone('+66', '21234567')).toBe('02 123 4567');
    expect(formatPhone('+44', '7700900123')).toBe('+44 7700900123');
    expect(telHref('+66', '0812345678')).toBe('tel:+66812345678');
  });
});
