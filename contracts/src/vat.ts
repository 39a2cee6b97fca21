import type { Satang } from './money';

/** Thailand's VAT rate since 1999 (Revenue Code s. 80, the 10 % rate reduced by royal decree), in basis points. */
export const DEFAULT_VAT_RATE_BASIS_POINTS = 700;

/** A VAT-inclusive amount split into the amount before VAT and the VAT it includes. */
export interface VatSplit {
  grossSatang: Satang;
  netSatang: Satang;
  vatSatang: Satang;
}

export interface VatBreakdown extends VatSplit {
  rateBasisPoints: number;
  lines: VatSplit[];
}

const checkedAmount = (satang: number, what: string): number => {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new RangeError(`${what} must be whole satang ≥ 0: ${satang}`);
  return satang;
};

const checkedRate = (rateBasisPoints: number): number => {
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000)
    throw new RangeError(`A VAT rate is whole basis points from 0 to 10000: ${rateBasisPoints}`);
  return rateBasisPoints;
};

/**
 * The VAT included in VAT-inclusive prices, in whole satang, by one rule (README "VAT and tax invoices"):
 * 1. the document's VAT is its total × rate / (1 + rate), rounded half up to the satang;
 * 2. each line gets its own exact share rounded down, and the satang still missing to the document's VAT go one
 *    each to the lines with the largest dropped fractions (the earlier line first on a tie).
 * So the lines' VAT adds up to the document's VAT, each line's VAT is within one satang of its exact share, and
 * every amount before VAT is its gross minus its VAT. Integer arithmetic throughout: no float ever rounds.
 */
export const vatBreakdown = (
  lineGrossSatang: readonly Satang[],
  rateBasisPoints: number = DEFAULT_VAT_RATE_BASIS_POINTS,
): VatBreakdown => {
  const rate = checkedRate(rateBasisPoints);
  const divisor = 10_000 + rate;
  const grosses = lineGrossSatang.map((g, i) => checkedAmount(g, `line ${i + 1}`));
  const grossSatang = grosses.reduce((sum, g) => sum + g, 0);
  checkedAmount(grossSatang, 'The total');
  const vatSatang = Math.floor((2 * grossSatang * rate + divisor) / (2 * divisor));
  const shares = grosses.map((g, index) => ({
    index,
    floor: Math.floor((g * rate) / divisor),
    remainder: (g * rate) % divisor,
  }));
  let missing = vatSatang - shares.reduce((sum, s) => sum + s.floor, 0);
  const extra = new Set<number>();
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (missing <= 0 || share.remainder === 0) break;
    extra.add(share.index);
    missing -= 1;
  }
  const lines = shares.map((s) => {
    const vat = s.floor + (extra.has(s.index) ? 1 : 0);
    return { grossSatang: grosses[s.index], netSatang: grosses[s.index] - vat, vatSatang: vat };
  });
  return { rateBasisPoints: rate, grossSatang, netSatang: grossSatang - vatSatang, vatSatang, lines };
};

/** The rate as people read it: 700 → "7", 750 → "7.5". */
export const vatRatePercent = (rateBasisPoints: number): string => String(checkedRate(rateBasisPoints) / 100);
