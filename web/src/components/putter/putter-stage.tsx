import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PutterPreview } from '../putter-preview';
import { putterLabel } from './putter-label';
import { putterLook, type PutterLookInput } from '@sound-putter/contracts';
import type { PutterView } from './putter-renderer';
import { canShow3d, knownCanShow3d } from './webgl-support';

let loaded = false;
const listeners = new Set<() => void>();
const loadViewer = () =>
  import('./putter-viewer').then((module) => {
    if (!loaded) {
      loaded = true;
      listeners.forEach((listener) => listener());
    }
    return module;
  });
const PutterViewer = lazy(loadViewer);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoaded = () => loaded;

/**
 * Whether this page shows the 3-D putter: true once its code has loaded, which happens only where the browser may
 * show it. Asks nothing itself (asking costs a WebGL context), so a caller can follow the stage for free.
 */
export const useThreeDShown = (): boolean =>
  useSyncExternalStore(subscribe, isLoaded, () => false) && knownCanShow3d() === true;

/** How far below the viewport the picture may still be when the 3-D view starts to load. */
const NEAR_VIEWPORT = '200px';

/** Runs `task` when the main thread is idle (soon at the latest); returns the function that cancels it. */
const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
};

/**
 * Calls `onNear` once the element is near the viewport (at once where IntersectionObserver is missing), then when the
 * main thread is idle. Returns the function that stops waiting.
 */
const whenNearViewport = (element: Element, onNear: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  if (typeof IntersectionObserver === 'undefined') {
    cancelIdle = whenIdle(onNear);
    return () => cancelIdle?.();
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(onNear);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
};

export interface PutterStageProps extends PutterLookInput {
  /** What the camera frames; the logo wizard turns it to the face or the sole. */
  view?: PutterView;
  /**
   * 'now': fetch the 3-D code as soon as the picture nears the viewport (the configurator).
   * 'when-loaded': show the drawing until something else has fetched it (the hero, which must stay light).
   */
  load?: 'now' | 'when-loaded';
  className?: string;
  /** The picture's spoken description, where the page's language is not English (see `pictureLabel`). */
  label?: string;
}

/** 3-D where WebGL and motion are welcome, else the drawing, which comes first (README, "The putter picture"). */
export function PutterStage({
  view = 'overview',
  load = 'now',
  className = '',
  label: given,
  ...input
}: PutterStageProps) {
  const viewerLoaded = useSyncExternalStore(subscribe, isLoaded, () => false);
  const drawingRef = useRef<SVGSVGElement>(null);
  const [asked, setAsked] = useState(() => knownCanShow3d() !== undefined);
  // Creating a WebGL context to find out costs time: the hero asks only once the viewer is loaded anyway.
  const threeD = load === 'now' ? asked && canShow3d() : viewerLoaded && canShow3d();

  useEffect(() => {
    if (load !== 'now' || asked || !drawingRef.current) return;
    return whenNearViewport(drawingRef.current, () => setAsked(true));
  }, [load, asked]);
  useEffect(() => {
    if (threeD && load === 'now') void loadViewer();
  }, [threeD, load]);

  const look = putterLook(input);
  const label = given ?? putterLabel(input);
  const drawing = (
    <PutterPreview ref={drawingRef} look={look} modelName={input.modelName} label={label} className={className} />
  );
  if (!threeD) return drawing;
  return (
    <Suspense fallback={drawing}>
      <PutterViewer look={look} view={view} label={label} className={className} />
    </Suspense>
  );
}
