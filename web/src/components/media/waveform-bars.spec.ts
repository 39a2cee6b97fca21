import { FFT_SIZE, MAX_BARS, SMOOTHING_TIME_CONSTANT, toBars } from './waveform-bars';

describe('toBars', () => {
  it('uses the spec constants: 64 bars, analysis size 256, smoothing 0.8', () => {
    expect([MAX_BARS, FFT_SIZE, SMOOTHING_TIME_CONSTANT]).toEqual([64, 256, 0.8]);
  });

  it('turns the 128 bins of a 256-point analysis into 64 bars from the lowest bins, scaled to 0–1', () => {
    const bins = Uint8Array.from({ length: FFT_SIZE / 2 }, (_, i) => (i < 4 ? 255 : i === 10 ? 51 : 0));
    const bars = toBars(bins, 64);
    expect(bars).toHaveLength(64);
    expect(bars.slice(0, 5)).toEqual([1, 1, 1, 1, 0]);
    expect(bars[10]).toBeCloseTo(0.2);
    expect(Math.max(...bars.slice(11))).toBe(0);
  });

  it('draws one bar per bin when there are fewer bins than bars', () => {
    expect(toBars([0, 128, 255], 64)).toEqual([0, 128 / 255, 1]);
  });

  it('defaults to 64 bars, and gives none for no data or no room', () => {
    expect(toBars(new Uint8Array(1024))).toHaveLength(64);
    expect(toBars([])).toEqual([]);
    expect(toBars([255, 255], 0)).toEqual([]);
  });
});
