import { act, render } from '@testing-library/react';
import { useAfterFirstFrame } from './use-after-first-frame';

const seen: boolean[] = [];
function Probe() {
  seen.push(useAfterFirstFrame());
  return null;
}

describe('useAfterFirstFrame', () => {
  beforeEach(() => {
    seen.length = 0;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('is false until a frame has been drawn after the first render, then true', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    render(<Probe />);
    act(() => jest.runOnlyPendingTimers());
    expect(seen).not.toContain(true);
    expect(frames).toHaveLength(1);

    act(() => frames[0](performance.now()));
    expect(seen).not.toContain(true);
    act(() => jest.runOnlyPendingTimers());
    expect(seen.at(-1)).toBe(true);
    raf.mockRestore();
  });

  it('waits for no frame it will never see: unmounted before, it never updates', () => {
    const cancel = jest.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalled();
    act(() => jest.runAllTimers());
    expect(seen).toEqual([false]);
    cancel.mockRestore();
  });
});
