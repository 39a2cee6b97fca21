import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { PutterPreview } from '../putter-preview';
import { putterLabel } from './putter-label';
import { putterLook, type PutterLookInput } from './putter-look';
import type { PutterView } from './putter-renderer';
import { canShow3d } from './webgl-support';

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

export interface PutterStageProps extends PutterLookInput {
  /** What the camera frames; the logo wizard turns it to the face or the sole. */
  view?: PutterView;
  /**
   * 'now': fetch the 3-D code as soon as this renders (the configurator, itself loaded near the viewport).
   * 'when-loaded': show the drawing until something else has fetched it (the hero, which must stay light).
   */
  load?: 'now' | 'when-loaded';
  className?: string;
}

/**
 * The putter picture: the real-time 3-D view where the browser has WebGL and motion is welcome, else the drawing.
 * Both draw the same description of the options, and both carry the same label and data attributes.
 */
export function PutterStage({ view = 'overview', load = 'now', className = '', ...input }: PutterStageProps) {
  const viewerLoaded = useSyncExternalStore(subscribe, isLoaded, () => false);
  // Creating a WebGL context to find out costs time: the hero asks only once the viewer is loaded anyway.
  const threeD = (load === 'now' || viewerLoaded) && canShow3d();
  useEffect(() => {
    if (threeD && load === 'now') void loadViewer();
  }, [threeD, load]);

  const look = putterLook(input);
  const label = putterLabel(input);
  const drawing = <PutterPreview look={look} modelName={input.modelName} label={label} className={className} />;
  if (!threeD) return drawing;
  return (
    <Suspense fallback={drawing}>
      <PutterViewer look={look} view={view} label={label} className={className} />
    </Suspense>
  );
}
