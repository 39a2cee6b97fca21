import { PNG } from 'pngjs';

export interface ImageDiff {
  /** Share of pixels (0–1) whose colour differs by more than the per-channel threshold. */
  changedShare: number;
  sameSize: boolean;
  diff: PNG;
}

/**
 * Compares two PNGs pixel by pixel. A pixel counts as changed when any channel (alpha included) differs by more than
 * `threshold` (0–255), so anti-aliasing noise is tolerated while a moved or recoloured part is not. The diff image
 * paints changed pixels red over a faded copy of the expected image.
 */
export const diffPng = (actualBytes: Buffer, expectedBytes: Buffer, threshold = 24): ImageDiff => {
  const actual = PNG.sync.read(actualBytes);
  const expected = PNG.sync.read(expectedBytes);
  const diff = new PNG({ width: expected.width, height: expected.height });
  if (actual.width !== expected.width || actual.height !== expected.height) {
    return { changedShare: 1, sameSize: false, diff };
  }
  let changed = 0;
  for (let i = 0; i < expected.data.length; i += 4) {
    let delta = 0;
    for (let c = 0; c < 4; c++) delta = Math.max(delta, Math.abs(actual.data[i + c] - expected.data[i + c]));
    const isChanged = delta > threshold;
    if (isChanged) changed++;
    diff.data[i] = isChanged ? 255 : expected.data[i] * 0.3 + 178;
    diff.data[i + 1] = isChanged ? 0 : expected.data[i + 1] * 0.3 + 178;
    diff.data[i + 2] = isChanged ? 0 : expected.data[i + 2] * 0.3 + 178;
    diff.data[i + 3] = 255;
  }
  return { changedShare: changed / (expected.width * expected.height), sameSize: true, diff };
};
