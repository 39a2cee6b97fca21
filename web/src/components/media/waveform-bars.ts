/** Spec section 9: analysis size 256, smoothing 0.8, at most 64 bars. */
export const FFT_SIZE = 256;
export const SMOOTHING_TIME_CONSTANT = 0.8;
export const MAX_BARS = 64;

/** First bin of bar `i` of `count`, spaced logarithmically over `bins` bins (bar 0 starts at bin 0). */
const firstBin = (i: number, count: number, bins: number) => Math.round(Math.pow(bins + 1, i / count)) - 1;

/**
 * Bar heights (0-1) from analyser bins (bytes), at most `maxBars`, on a log frequency scale with each bar the
 * loudest bin of its band: a strike (mostly below 5 kHz) then lights most bars, not the first fifth.
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
