import { FFT_SIZE, MAX_BARS, SMOOTHING_TIME_CONSTANT, toBars } from './waveform-bars';

describe('toBars', () => {
  it('uses the spec constants: 64 bars, analysis size 256, smoothing 0.8', () => {
    expect([MAX_BARS, FFT_SIZE, SMOOTHING_TIME_CONSTANT]).toEqual([64, 256, 0.8]);
  });

  it('spreads the 128 bins of a 256-point analysis over 64 bars on a log scale, so a strike lights most bars', () => {
    // A putter strike: energy from about 170 Hz to 5 kHz (bins 1 to 30 at 44.1 kHz).
    const strike = Uint8Array.from({ length: FFT_SIZE / 2 }, (_, i) => (i >= 1 && i <= 30 ? 204 : 0));
    const bars = toBars(strike, 64);
    expect(bars).toHaveLength(64);
    expect(bars.filter((b) => b > 0).length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...bars)).toBeCloseTo(0.8);
    // The top octave still has bars of its own, and the last bar reaches the last bin.
    const top = Uint8Array.from({ length: FFT_SIZE / 2 }, (_, i) => (i === FFT_SIZE / 2 - 1 ? 255 : 0));
    expect(toBars(top, 64).at(-1)).toBe(1);
    expect(toBars(top, 64).slice(0, 60)).toEqual(new Array(60).fill(0));
  });

  it('keeps every bin in some bar: a single loud bin always shows', () => {
    for (let bin = 0; bin < FFT_SIZE / 2; bin++) {
      const data = Uint8Array.from({ length: FFT_SIZE / 2 }, (_, i) => (i === bin ? 255 : 0));
      expect(Math.max(...toBars(data, 64))).toBe(1);
    }
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
