import fc from 'fast-check';
import { vatBreakdown, vatRatePercent } from './vat';

const seed = Number(process.env.FAST_CHECK_SEED ?? 20261126);
const numRuns = Number(process.env.FAST_CHECK_RUNS ?? 2000);

describe('VAT included in prices', () => {
  it('splits one ฿10,700 line into ฿10,000 and ฿700 VAT', () => {
    expect(vatBreakdown([1_070_000])).toEqual({
      rateBasisPoints: 700,
      grossSatang: 1_070_000,
      netSatang: 1_000_000,
      vatSatang: 70_000,
      lines: [{ grossSatang: 1_070_000, netSatang: 1_000_000, vatSatang: 70_000 }],
    });
  });

  it('rounds the document half up and gives the missing satang to the largest dropped fractions', () => {
    // 100 satang include 6.5420… VAT: 7 on one line. Three such lines: exact 19.626… → 20; floors 6+6+6 = 18,
    // so the first two lines (equal fractions, earlier first) get one satang more.
    expect(vatBreakdown([100]).vatSatang).toBe(7);
    const three = vatBreakdown([100, 100, 100]);
    expect(three.vatSatang).toBe(20);
    expect(three.lines.map((l) => l.vatSatang)).toEqual([7, 7, 6]);
    // At 7 % no total's VAT is ever exactly half a satang (14 × gross = 107 × odd has no solution); at 100 % it is:
    // 101 satang include 50.5 VAT, which rounds up to 51.
    expect(vatBreakdown([1_605]).vatSatang).toBe(105);
    expect(vatBreakdown([101], 10_000).vatSatang).toBe(51);
    // A larger fraction wins over an earlier line: 101 → 6.607…, 100 → 6.542…
    expect(vatBreakdown([100, 101]).lines.map((l) => l.vatSatang)).toEqual([6, 7]);
  });

  it('handles no lines, zero amounts and another configured rate', () => {
    expect(vatBreakdown([])).toMatchObject({ grossSatang: 0, vatSatang: 0, netSatang: 0, lines: [] });
    expect(vatBreakdown([0, 0]).lines).toEqual([
      { grossSatang: 0, netSatang: 0, vatSatang: 0 },
      { grossSatang: 0, netSatang: 0, vatSatang: 0 },
    ]);
    expect(vatBreakdown([1_100_000], 1_000).vatSatang).toBe(100_000);
    expect(vatBreakdown([500], 0).vatSatang).toBe(0);
    expect(vatRatePercent(700)).toBe('7');
    expect(vatRatePercent(750)).toBe('7.5');
  });

  it.each([[[-1]], [[1.5]], [[Number.MAX_SAFE_INTEGER, 1]]])(
    'refuses amounts that are not whole satang: %p',
    (lines) => {
      expect(() => vatBreakdown(lines)).toThrow(RangeError);
    },
  );

  it.each([-1, 10_001, 7.5])('refuses the rate %p', (rate) => {
    expect(() => vatBreakdown([100], rate)).toThrow(RangeError);
  });

  it('property: the lines add up to the document, each within a satang of its exact share', () => {
    console.log(`vat rounding property: seed ${seed}, ${numRuns} runs (FAST_CHECK_SEED / FAST_CHECK_RUNS)`);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_999_999 }), { maxLength: 25 }),
        fc.constantFrom(700, 700, 700, 0, 1_000, 750, 10_000),
        (grosses, rate) => {
          const result = vatBreakdown(grosses, rate);
          const total = grosses.reduce((s, g) => s + g, 0);
          expect(result.grossSatang).toBe(total);
          expect(result.lines.reduce((s, l) => s + l.vatSatang, 0)).toBe(result.vatSatang);
          expect(result.lines.reduce((s, l) => s + l.netSatang, 0)).toBe(result.netSatang);
          expect(result.netSatang + result.vatSatang).toBe(total);
          // The document's VAT is the exact VAT of its total rounded half up (checked with BigInt, not the code's arithmetic).
          const exact2 = (2n * BigInt(total) * BigInt(rate)) / BigInt(10_000 + rate);
          expect(BigInt(result.vatSatang)).toBe((exact2 + 1n) / 2n);
          result.lines.forEach((line, i) => {
            expect(line.grossSatang).toBe(grosses[i]);
            expect(line.netSatang + line.vatSatang).toBe(grosses[i]);
            const exactTimesDivisor = grosses[i] * rate;
            const low = Math.floor(exactTimesDivisor / (10_000 + rate));
            expect(line.vatSatang === low || line.vatSatang === low + 1).toBe(true);
            if (exactTimesDivisor % (10_000 + rate) === 0) expect(line.vatSatang).toBe(low);
          });
        },
      ),
      { seed, numRuns },
    );
  });
});
