import { useEffect, useRef } from 'react';
import { MAX_BARS, toBars } from './waveform-bars';

export interface WaveformCanvasProps {
  analyser: AnalyserNode | null;
  /** Animate only while sound plays; otherwise a flat line is drawn and no frames are requested. */
  active: boolean;
  label: string;
  className?: string;
}

const IDLE_BARS: number[] = new Array(MAX_BARS).fill(0);
const MIN_BAR_PX = 2;

function drawBars(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, bars: readonly number[]) {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
  const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  context.clearRect(0, 0, width, height);
  // The bars take the element's text colour, so Tailwind's light and dark classes theme the canvas too.
  context.fillStyle = getComputedStyle(canvas).color;
  const slot = width / bars.length;
  const barWidth = Math.max(1, slot * 0.7);
  bars.forEach((value, i) => {
    const barHeight = Math.max(MIN_BAR_PX * ratio, value * height);
    context.fillRect(i * slot + (slot - barWidth) / 2, height - barHeight, barWidth, barHeight);
  });
}

export function WaveformCanvas({ analyser, active, label, className = '' }: WaveformCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    if (!active || !analyser) {
      drawBars(canvas, context, IDLE_BARS);
      return;
    }
    const data = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;
    const loop = () => {
      analyser.getByteFrequencyData(data);
      drawBars(canvas, context, toBars(data, MAX_BARS));
      frame = requestAnimationFrame(loop);
    };
    loop();
    return () => {
      cancelAnimationFrame(frame);
      drawBars(canvas, context, IDLE_BARS);
    };
  }, [analyser, active]);

  return <canvas ref={canvasRef} role="img" aria-label={label} className={`block h-24 w-full ${className}`} />;
}
