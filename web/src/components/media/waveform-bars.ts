/** Spec section 9: analysis size 256, smoothing 0.8, at most 64 bars. */
export const FFT_SIZE = 256;
export const SMOOTHING_TIME_CONSTANT = 0.8;
export const MAX_BARS = 64;

/**
 * Bar heights between 0 and 1 from analyser frequency bins (bytes 0–255): one bar per bin, lowest bins first,
 * at most `maxBars`. With 128 bins the 64 bars cover 0 to about 11–12 kHz; a putter strike has nothing above that.
 */
export const toBars = (frequencyData: ArrayLike<number>, maxBars: number = MAX_BARS): number[] => {
  const count = Math.max(0, Math.min(Math.floor(maxBars), frequencyData.length));
  const bars: number[] = [];
  for (let i = 0; i < count; i++) bars.push(Math.min(Math.max(frequencyData[i] / 255, 0), 1));
  return bars;
};
