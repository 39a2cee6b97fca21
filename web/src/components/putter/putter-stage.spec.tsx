import { act, render, screen } from '@testing-library/react';
import { PutterStage } from './putter-stage';
import { canShow3d } from './webgl-support';

jest.mock('./webgl-support', () => ({ canShow3d: jest.fn(() => false), knownCanShow3d: jest.fn(() => undefined) }));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

const look = { handedness: 'right' as const, modelId: 'melody-c', modelName: 'Melody C', logos: [] };

describe('PutterStage', () => {
  beforeEach(() => {
    observers.length = 0;
    jest.useFakeTimers();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.mocked(canShow3d).mockClear();
  });

  it('draws the putter at once and asks for WebGL only when the picture nears the viewport and the page is idle', () => {
    render(<PutterStage {...look} className="h-80" />);
    expect(screen.getByRole('img', { name: /Melody C/ })).toHaveAttribute('data-head', 'mallet');
    expect(observers).toHaveLength(1);
    expect(observers[0].options?.rootMargin).toBe('200px');
    act(() => jest.runOnlyPendingTimers());
    expect(canShow3d).not.toHaveBeenCalled();

    act(() => observers[0].callback([{ isIntersecting: false }]));
    act(() => jest.runOnlyPendingTimers());
    expect(canShow3d).not.toHaveBeenCalled();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(observers[0].disconnected).toBe(true);
    act(() => jest.runOnlyPendingTimers());
    expect(canShow3d).toHaveBeenCalled();
    // No WebGL here: the drawing stays, with its label.
    expect(screen.getByRole('img', { name: /Melody C/ })).toHaveAttribute('data-head', 'mallet');
  });

  it('stops waiting when it leaves the page before the picture came near', () => {
    const { unmount } = render(<PutterStage {...look} />);
    unmount();
    expect(observers[0].disconnected).toBe(true);
    act(() => jest.runOnlyPendingTimers());
    expect(canShow3d).not.toHaveBeenCalled();
  });

  it('the hero (load when-loaded) never asks before something else has loaded the 3-D code', () => {
    render(<PutterStage {...look} load="when-loaded" />);
    expect(observers).toHaveLength(0);
    act(() => jest.runOnlyPendingTimers());
    expect(canShow3d).not.toHaveBeenCalled();
  });
});
