import { histogramMedianSeconds, rangePeriods, type StageBucket } from './dashboard-rollups';

/** One bucket per duration, numbered in order of duration (the histogram is then exact). */
const exact = (seconds: number[]): StageBucket[] => seconds.map((s) => ({ bucket: s, orders: 1, sumMs: s * 1000 }));

describe('rangePeriods', () => {
  it('reads whole months as months and the days left at either end as days', () => {
    expect(rangePeriods('2026-10-30', '2026-12-02')).toEqual({
      months: ['2026-11-01'],
      days: ['2026-10-30', '2026-10-31', '2026-12-01', '2026-12-02'],
    });
  });

  it('takes a month read from its first to its last day whole, February of a leap year included', () => {
    expect(rangePeriods('2028-02-01', '2028-02-29')).toEqual({ months: ['2028-02-01'], days: [] });
    expect(rangePeriods('2028-02-01', '2028-02-28')).toEqual({
      months: [],
      days: Array.from({ length: 28 }, (_, i) => `2028-02-${String(i + 1).padStart(2, '0')}`),
    });
  });

  it('covers every day of a year exactly once in at most 12 months and 60 days', () => {
    const { months, days } = rangePeriods('2025-12-01', '2026-11-30');
    expect(months).toHaveLength(12);
    expect(days).toEqual([]);
    const ragged = rangePeriods('2025-12-02', '2026-11-30');
    expect(ragged.months).toHaveLength(11);
    expect(ragged.days).toHaveLength(30);
    expect(ragged.days[0]).toBe('2025-12-02');
    expect(rangePeriods('2026-11-20', '2026-11-20')).toEqual({ months: [], days: ['2026-11-20'] });
  });
});

describe('histogramMedianSeconds', () => {
  it('is null with no durations, also when every bucket was emptied', () => {
    expect(histogramMedianSeconds([])).toBeNull();
    expect(histogramMedianSeconds([{ bucket: 3, orders: 0, sumMs: 0 }])).toBeNull();
  });

  it('is the middle value of an odd count, and the mean of the two middle ones of an even count', () => {
    expect(histogramMedianSeconds(exact([7200, 1800, 3600]))).toBe(3600);
    // Sorted by bucket, whatever the order the rows came in.
    expect(histogramMedianSeconds([...exact([60, 120, 180, 240])].reverse())).toBe(150);
    expect(histogramMedianSeconds(exact([36_000, 70_200]))).toBe(53_100);
  });

  it('counts every order of a bucket, and takes its mean for a rank inside it', () => {
    const buckets: StageBucket[] = [
      { bucket: 1, orders: 2, sumMs: 2 * 60_000 },
      { bucket: 5, orders: 3, sumMs: 3 * 300_000 + 3000 },
      { bucket: 9, orders: 4, sumMs: 4 * 540_000 },
    ];
    // 9 durations: the 5th (rank 4) is in the second bucket, whose mean is 301 s.
    expect(histogramMedianSeconds(buckets)).toBe(301);
    // 10: ranks 4 and 5 straddle the second and third buckets.
    expect(histogramMedianSeconds([...buckets, { bucket: 12, orders: 1, sumMs: 720_000 }])).toBe((301 + 540) / 2);
  });

  it('keeps fractions of a second', () => {
    expect(histogramMedianSeconds([{ bucket: 0, orders: 1, sumMs: 1234 }])).toBe(1.234);
  });
});
