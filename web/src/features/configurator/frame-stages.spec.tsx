import { act, render } from '@testing-library/react';
import { useFrameStages } from './frame-stages';

const seen: number[] = [];
function Probe({ stages }: { stages: number }) {
  seen.push(useFrameStages(stages));
  return null;
}

describe('useFrameStages', () => {
  let frames: FrameRequestCallback[];
  let raf: jest.SpyInstance;
  beforeEach(() => {
    seen.length = 0;
    frames = [];
    jest.useFakeTimers();
    raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  });
  afterEach(() => {
    raf.mockRestore();
    jest.useRealTimers();
  });
  const drawFrame = () => {
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    act(() => jest.runOnlyPendingTimers());
  };

  it('shows one more stage after each frame the browser draws, never before it, up to the last', () => {
    render(<Probe stages={3} />);
    act(() => jest.runOnlyPendingTimers());
    expect(seen.at(-1)).toBe(1);
    expect(frames).toHaveLength(1);
    drawFrame();
    expect(seen.at(-1)).toBe(2);
    drawFrame();
    expect(seen.at(-1)).toBe(3);
    expect(frames).toHaveLength(0);
    expect(Math.max(...seen)).toBe(3);
  });

  it('stops when unmounted before the frame came', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Probe stages={2} />);
    unmount();
    expect(cancel).toHaveBeenCalled();
    act(() => jest.runAllTimers());
    expect(seen).toEqual([1]);
    cancel.mockRestore();
  });
});
