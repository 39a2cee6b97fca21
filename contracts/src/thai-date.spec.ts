import { formatThaiDateTime, intlThaiDateTime } from './thai-date';

describe('Thai date and time', () => {
  it('writes what Intl writes for th-TH in Bangkok', () => {
    expect(formatThaiDateTime('2026-11-22T04:25:00.000Z')).toBe('22 พฤศจิกายน 2569 เวลา 11:25');
    // Past midnight in Bangkok, still the day before in UTC; and a new year there first.
    expect(formatThaiDateTime('2026-01-02T17:05:00Z')).toBe('3 มกราคม 2569 เวลา 00:05');
    expect(formatThaiDateTime('2025-12-31T17:00:00Z')).toBe('1 มกราคม 2569 เวลา 00:00');
  });

  it('agrees with Intl across three years, every month, hour and minute boundary it meets', () => {
    const start = Date.parse('2024-01-01T00:00:00Z');
    const differences: string[] = [];
    // Steps of 7 h 13 min 17 s land on every hour and most minutes, and cross leap days and year ends.
    for (let t = start; t < start + 3 * 366 * 24 * 3_600_000; t += 25_997_000) {
      const iso = new Date(t).toISOString();
      if (formatThaiDateTime(iso) !== intlThaiDateTime(iso)) differences.push(iso);
    }
    expect(differences).toEqual([]);
  });

  it('makes no Intl date format for a date it can read (the first one loads the Thai calendar data)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      formatThaiDateTime('2026-11-22T04:25:00.000Z');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves input it cannot read to Intl', () => {
    expect(() => formatThaiDateTime('not a date')).toThrow(RangeError);
  });
});
