/** Spec section 9: analysis size 256, smoothing 0.8, at most 64 bars. */
export const FFT_SIZE = 256;
export const SMOOTHING_TIME_CONSTANT = 0.8;
export const MAX_BARS = 64;

/** First bin of bar `i` of `count`, spaced logarithmically over `bins` bins (bar 0 starts at bin 0). */
const firstBin = (i: number, count: number, bins: number) => Math.round(Math.pow(bins + 1, i / count)) - 1;

/**
 * Bar heights between 0 and 1 from analyser frequency bins (bytes 0–255), at most `maxBars`. Bins are linear in
 * frequency but hearing (and a putter's strike, mostly below 5 kHz) is not: bars follow a log scale, each showing the
 * loudest bin of its band, so a strike lights most of the bars instead of the first fifth. With no more bins than
 * bars, each bin gets its own bar.
 */
export const toBars = (frequencyData: ArrayLike<number>, maxBars: number = MAX_BARS): number[] => {
  const bins = frequencyData.length;
  const count = Math.max(0, Math.min(Math.floor(maxBars), bins));
  const level = (value: number) => Math.min(Math.max(value / 255, 0), 1);
  if (count === bins) return Array.from({ length: count }, (_, i) => level(frequencyData[i]));
  const bars: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = firstBin(i, count, bins);
    const end = Math.max(firstBin(i + 1, count, bins), start + 1);
    let peak = 0;
    for (let bin = start; bin < Math.min(end, bins); bin++) peak = Math.max(peak, frequencyData[bin]);
    bars.push(level(peak));
  }
  return bars;
};
