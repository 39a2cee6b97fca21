import type { Handedness, LogoConfiguration } from '@sound-putter/contracts';
import { swatchFor } from '../lib/swatches';

export interface PutterPreviewProps {
  handedness: Handedness;
  gripName?: string;
  shaftColorName?: string;
  modelName?: string;
  logos?: readonly LogoConfiguration[];
  className?: string;
}

/**
 * A drawing of the chosen putter. A left-handed putter is the mirror image of a right-handed one, so the
 * whole drawing is flipped; the face text is drawn un-mirrored on top so it stays readable.
 */
export function PutterPreview({
  handedness,
  gripName,
  shaftColorName,
  modelName,
  logos = [],
  className = '',
}: PutterPreviewProps) {
  const grip = swatchFor(gripName);
  const shaft = swatchFor(shaftColorName ?? 'silver');
  const left = handedness === 'left';
  const faceLogo = logos.find((l) => l.position === 'face');
  const soleLogo = logos.find((l) => l.position === 'sole');
  const label = `${left ? 'Left' : 'Right'}-handed ${modelName ?? 'putter'} with ${gripName ?? 'standard'} grip and ${
    shaftColorName ?? 'silver'
  } shaft${logos.length ? `, ${logos.length} ${logos.length === 1 ? 'logo' : 'logos'}` : ''}`;
  return (
    <svg
      viewBox="0 0 240 300"
      role="img"
      aria-label={label}
      data-handedness={handedness}
      data-grip-colour={grip}
      data-shaft-colour={shaft}
      className={className}
    >
      <defs>
        <linearGradient id="putter-head" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#e5e7eb" />
          <stop offset="1" stopColor="#6b7280" />
        </linearGradient>
      </defs>
      <g transform={left ? 'translate(240,0) scale(-1,1)' : undefined} data-testid="putter-drawing">
        <rect x="146" y="14" width="16" height="86" rx="7" fill={grip} stroke="#0f172a" strokeOpacity="0.25" />
        <path d="M148 30h12M148 46h12M148 62h12M148 78h12" stroke="#0f172a" strokeOpacity="0.18" />
        <path d="M154 100 L118 228" stroke={shaft} strokeWidth="6" strokeLinecap="round" />
        <path d="M154 100 L118 228" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5" />
        <path
          d="M40 228 h160 a10 10 0 0 1 10 10 v22 a12 12 0 0 1 -12 12 H52 a12 12 0 0 1 -12 -12 z"
          fill="url(#putter-head)"
          stroke="#334155"
        />
        <rect x="56" y="234" width="132" height="6" rx="3" fill="#94a3b8" />
        <circle cx="118" cy="230" r="6" fill={shaft} stroke="#334155" />
        {soleLogo ? <rect x="90" y="264" width="56" height="4" rx="2" fill="#0f172a" fillOpacity="0.5" /> : null}
      </g>
      {faceLogo?.content ? (
        <text x="120" y="256" textAnchor="middle" fontSize="12" fontWeight="700" fill="#0f172a">
          {faceLogo.type === 'text' ? faceLogo.content : '★'}
        </text>
      ) : null}
    </svg>
  );
}
