import { bahtToSatang, formatBaht, satangToBaht, satangToDecimalString } from './money';

describe('money', () => {
  it.each([
    [1050000, '10500.00'],
    [50, '0.50'],
    [0, '0.00'],
    [-150, '-1.50'],
  ])('satang %d reads %s as a decimal string', (satang, text) => {
    expect(satangToDecimalString(satang)).toBe(text);
  });

  it('round-trips baht and satang without float drift', () => {
    expect(bahtToSatang('10500.10')).toBe(1050010);
    expect(bahtToSatang(0.29)).toBe(29);
    expect(satangToBaht(1050010)).toBe(10500.1);
  });

  it('shows zero or less as Free when asked', () => {
    expect(formatBaht('0.00', { freeWhenZero: true })).toBe('Free');
    expect(formatBaht('-5', { freeWhenZero: true })).toBe('Free');
    expect(formatBaht(10500)).toBe('฿10,500');
  });
});
