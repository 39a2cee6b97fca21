import { bahtToSatang, formatBaht, formatThb, satangToBaht, satangToDecimalString } from './money';

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

  it('formats with and without decimals, in English and in Thai', () => {
    expect(formatBaht('10500.5', { decimals: true })).toBe('฿10,500.50');
    expect(formatBaht(1234567.8)).toBe('฿1,234,568');
    expect(formatBaht(-1500)).toBe('฿-1,500');
    expect(formatThb(10500)).toBe(formatThb(10500.4));
    expect(formatThb(10500)).toMatch(/^฿10,500(\.00)?$/u);
  });

  it('writes shop prices exactly as the English locale does, without making a number format for them', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const values = [
      0,
      1,
      12,
      999,
      1000,
      10500,
      123456,
      1234567.8,
      999999.5,
      0.5,
      1.5,
      2.5,
      -0.4,
      -1500,
      -1234.5,
      0.005,
      1.005,
      1.255,
      0.145,
      10500.125,
      10500.135,
      4.015,
      1e14 + 0.5,
      987654321.987,
    ];
    for (let i = 0; i < 500; i++) values.push(Math.round(Math.random() * 1e9) / 1000 - 1e5);
    for (const value of values) {
      for (const decimals of [false, true]) {
        const digits = decimals ? 2 : 0;
        const english = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
        expect([value, formatBaht(value, { decimals })]).toEqual([value, `฿${english}`]);
        expect(formatBaht(String(value), { decimals })).toBe(`฿${english}`);
      }
    }
    expect(made).not.toHaveBeenCalled();
    expect(formatBaht(Number.NaN)).toBe('฿NaN');
    expect(formatBaht(1e21)).toBe(`฿${(1e21).toLocaleString('en-US')}`);
    made.mockRestore();
  });

  it('asks the locale only for what String writes with an exponent, NaN or infinity', () => {
    const asked = jest.spyOn(Number.prototype, 'toLocaleString');
    expect(formatBaht(10500.5, { decimals: true })).toBe('฿10,500.50');
    expect(formatThb(-1234.5)).toBe('-฿1,235');
    expect(asked).not.toHaveBeenCalled();
    // Positive control: these do go to the locale, and keep the decimals asked for.
    expect(formatBaht(1e21, { decimals: true })).toBe('฿1,000,000,000,000,000,000,000.00');
    expect(formatThb(-1e21)).toBe('-฿1,000,000,000,000,000,000,000');
    expect(formatThb(Number.POSITIVE_INFINITY)).toBe('฿∞');
    expect(formatThb(Number.NaN)).toBe('฿NaN');
    expect(asked).toHaveBeenCalledTimes(4);
    asked.mockRestore();
  });

  it('reads a number and its text as the same satang', () => {
    for (const baht of [0, 0.29, 10500.1, -1.5, 0.1 + 0.2, 1e-7, 123456789.12]) {
      expect(bahtToSatang(baht)).toBe(bahtToSatang(String(baht)));
    }
  });
});

describe('money rules', () => {
  it('drops a fraction of a satang rather than showing it', () => {
    expect(satangToDecimalString(1050.9)).toBe('10.50');
    expect(satangToDecimalString(-1050.9)).toBe('-10.50');
    expect(satangToDecimalString(7)).toBe('0.07');
  });

  it('reads baht from the API as satang, rounding half a satang away from zero', () => {
    expect(bahtToSatang('10500')).toBe(1050000);
    expect(bahtToSatang(10500.5)).toBe(1050050);
    expect(bahtToSatang('0.005')).toBe(1);
    expect(bahtToSatang('-0.005')).toBe(-1);
    expect(bahtToSatang('-12.34')).toBe(-1234);
    expect(bahtToSatang(0.004)).toBe(0);
  });

  it.each(['abc', '', 'NaN', Number.NaN, Number.POSITIVE_INFINITY, 'Infinity'])('refuses %j as an amount', (text) => {
    expect(() => bahtToSatang(text)).toThrow(new RangeError(`Not an amount: ${text}`));
  });

  it('shows shop prices in whole baht with thousands grouping, or with satang when asked', () => {
    expect(formatBaht('10500.00')).toBe('฿10,500');
    expect(formatBaht(10500.5)).toBe('฿10,501');
    expect(formatBaht('1234567.5', { decimals: true })).toBe('฿1,234,567.50');
    expect(formatBaht(0.5, { decimals: true })).toBe('฿0.50');
  });

  it('shows a price as Free only when asked to and only when it is not above zero', () => {
    expect(formatBaht(0)).toBe('฿0');
    expect(formatBaht('2500', { freeWhenZero: true })).toBe('฿2,500');
    expect(formatBaht(0.01, { freeWhenZero: true, decimals: true })).toBe('฿0.01');
    expect(formatBaht(Number.NaN, { freeWhenZero: true })).toBe('Free');
  });

  it('writes checkout amounts as the Thai Intl format does, without making one', () => {
    const intl = new Intl.NumberFormat('th-TH', {
      style: 'currency',
      currency: 'THB',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const made = jest.spyOn(Intl, 'NumberFormat');
    const amounts = [0, -0, 0.4, 0.5, -0.5, 2.5, 999.5, 10500, 10500.49, -10500.5, 1234567.5, 98765432.1];
    for (let i = 0; i < 200; i++) amounts.push(Math.round(Math.random() * 1e9) / 100 - 5e6);
    const differences = amounts.filter((amount) => formatThb(amount) !== intl.format(amount));
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    expect(differences).toEqual([]);
  });

  it('shows checkout amounts as Thai baht without decimals', () => {
    expect(formatThb(10500)).toBe('฿10,500');
    expect(formatThb(10500.6)).toBe('฿10,501');
    expect(formatThb(0)).toBe('฿0');
  });
});
