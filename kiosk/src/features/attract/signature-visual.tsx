import type { SignatureModel } from '../choose/sound-source';

// Bar heights shaped like each strike's decay: Deep rings long and low, Bright short and high.
const shapes: Record<SignatureModel, { bars: number[]; colour: string; period: string }> = {
  'melody-c': {
    bars: [30, 55, 80, 95, 100, 92, 84, 76, 68, 61, 55, 49, 44, 40, 36, 32, 29, 26, 23, 20],
    colour: 'bg-sky-400',
    period: '1.2s',
  },
  'melody-d': {
    bars: [60, 100, 90, 74, 60, 49, 40, 33, 27, 22, 18, 15, 12, 10, 8, 7, 6, 5, 4, 3],
    colour: 'bg-amber-400',
    period: '0.8s',
  },
};

/** The attract loop's picture of a sound signature: pulsing bars at the strike's own decay time. */
export function SignatureVisual({ modelId, className = 'h-72' }: { modelId: SignatureModel; className?: string }) {
  const shape = shapes[modelId];
  return (
    <div aria-hidden="true" className={`flex items-end justify-center gap-3 ${className}`}>
      {shape.bars.map((height, i) => (
        <span
          key={i}
          className={`kiosk-pulse w-6 rounded-t-lg ${shape.colour}`}
          style={{ height: `${height}%`, animationDuration: shape.period, animationDelay: `${i * 30}ms` }}
        />
      ))}
    </div>
  );
}
