import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { lookKey, type PutterLook } from '@sound-putter/contracts';
import { PutterRenderer, type PutterView } from './putter-renderer';

export interface PutterViewerProps {
  look: PutterLook;
  view: PutterView;
  label: string;
  className?: string;
  /** Skip the easing between views (prefers-reduced-motion, still renders). */
  still?: boolean;
}

const KEY_STEP = 0.2;
const DRAG_SPEED = 0.01;

/**
 * The real-time 3-D putter. Drag (mouse or touch) or the arrow keys turn it; the chosen view turns it to the face or
 * sole. A vertical swipe on a phone still scrolls the page (touch-action pan-y), a sideways one turns the putter.
 */
export default function PutterViewer({ look, view, label, className = '', still = false }: PutterViewerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<PutterRenderer | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const key = lookKey(look);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const renderer = new PutterRenderer(canvas);
    rendererRef.current = renderer;
    const observer = new ResizeObserver(([entry]) =>
      renderer.resize(entry.contentRect.width, entry.contentRect.height),
    );
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      renderer.dispose();
      rendererRef.current = null;
    };
  }, []);

  useEffect(() => {
    rendererRef.current?.setLook(JSON.parse(key) as PutterLook);
  }, [key]);

  const firstView = useRef(true);
  useEffect(() => {
    rendererRef.current?.setView(view, still || firstView.current);
    firstView.current = false;
  }, [view, still]);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.pointerType === 'touch' ? 0 : event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    rendererRef.current?.turnBy(dx * DRAG_SPEED, dy * DRAG_SPEED);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const turn = turns[event.key];
    if (!turn) return;
    event.preventDefault();
    rendererRef.current?.turnBy(turn[0], turn[1]);
  };

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={`${label}. Drag or use the arrow keys to turn it.`}
      tabIndex={0}
      data-handedness={look.handedness}
      data-head={look.head}
      data-view={view}
      data-testid="putter-3d"
      className={`touch-pan-y cursor-grab outline-none focus-visible:ring-2 focus-visible:ring-brand-500 active:cursor-grabbing ${className}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    />
  );
}
