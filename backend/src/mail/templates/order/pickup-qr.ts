import { create } from 'qrcode';

/** White modules around the symbol, as the QR standard asks, so phones and counter scanners find it. */
const QUIET_ZONE = 4;

/**
 * The QR symbol of a pickup code as rows of runs ([dark, length]), quiet zone included: what a mail draws as table
 * cells. The symbol holds the code alone (no URL, no order id).
 */
export const pickupQrRows = (code: string): Array<Array<[dark: boolean, length: number]>> => {
  const { modules } = create(code, { errorCorrectionLevel: 'M' });
  const size = modules.size + 2 * QUIET_ZONE;
  const dark = (row: number, col: number): boolean => {
    const r = row - QUIET_ZONE;
    const c = col - QUIET_ZONE;
    return r >= 0 && c >= 0 && r < modules.size && c < modules.size && modules.get(r, c) === 1;
  };
  return Array.from({ length: size }, (_, row) => {
    const runs: Array<[boolean, number]> = [];
    for (let col = 0; col < size; col++) {
      const value = dark(row, col);
      const last = runs[runs.length - 1];
      if (last && last[0] === value) last[1] += 1;
      else runs.push([value, 1]);
    }
    return runs;
  });
};
