import type { Ref } from 'react';
import type { Handedness, LogoConfiguration } from '@sound-putter/contracts';
import { LogoArtPaths } from './putter/logo-art';
import { putterLabel } from './putter/putter-label';
import { finishAppearance, putterLook, type MillPattern, type PutterLook } from './putter/putter-look';

export interface PutterPreviewProps {
  handedness?: Handedness;
  gripName?: string;
  shaftColorName?: string;
  modelName?: string;
  logos?: readonly LogoConfiguration[];
  /** Every option as one description (the 3-D view's); when given, the name props above are only for the label. */
  look?: PutterLook;
  label?: string;
  className?: string;
  ref?: Ref<SVGSVGElement>;
}

const millStrokes: Record<MillPattern, string> = {
  'fly-cut': 'M0 6 Q5 4 10 6',
  diamond: 'M0 0 L10 10 M10 0 L0 10',
  'deep-groove': 'M0 5 H10',
  honeycomb: 'M5 0 L10 3 V7 L5 10 L0 7 V3 Z',
};

/** Engraved content drawn at (x, y): a predefined logo's artwork, or the text. */
function Engraving({
  logo,
  x,
  y,
  size,
  colour,
}: {
  logo: LogoConfiguration;
  x: number;
  y: number;
  size: number;
  colour: string;
}) {
  if (logo.type === 'logo') {
    return (
      <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 64})`} color={colour}>
        <LogoArtPaths logoKey={logo.content ?? ''} />
      </g>
    );
  }
  return (
    <text
      x={x}
      y={y + size * 0.3}
      textAnchor="middle"
      fontSize={size * 0.8}
      fontWeight="700"
      fill={colour}
      fontFamily="Georgia, serif"
    >
      {logo.content}
    </text>
  );
}

/** The chosen putter drawn: what the 3-D view shows, mirrored for left-handers (README, "The putter picture"). */
export function PutterPreview(props: PutterPreviewProps) {
  const { modelName, className = '' } = props;
  const look =
    props.look ??
    putterLook({
      handedness: props.handedness ?? 'right',
      modelName,
      gripName: props.gripName,
      shaftColorName: props.shaftColorName,
      logos: props.logos,
    });
  const label =
    props.label ??
    putterLabel({
      handedness: look.handedness,
      modelName,
      gripName: props.gripName,
      shaftColorName: props.shaftColorName,
      logos: props.logos ?? [],
    });
  const left = look.handedness === 'left';
  const finish = finishAppearance[look.finish];
  const engraveColour = look.finish === 'black-pvd' ? '#e2e8f0' : '#1e293b';
  // 32" to 35": the grip end rises with the length.
  const gripTop = 14 + (35 - look.lengthInches) * 14;
  const gripWidth = 14 * look.gripThickness;
  const shaftTop = gripTop + 86;
  const blade = look.head === 'blade';
  const hoselX = blade ? 176 : 120;
  const headTop = blade ? 226 : 222;
  const gripX = hoselX + (shaftTop - headTop) * -0.28;
  const patternId = `mill-${look.mill}-${left ? 'l' : 'r'}`;
  return (
    <svg
      viewBox="0 0 240 300"
      role="img"
      aria-label={label}
      data-handedness={look.handedness}
      data-grip-colour={look.gripColour}
      data-shaft-colour={look.shaftColour}
      data-head={look.head}
      data-finish={look.finish}
      data-mill={look.mill}
      className={className}
      ref={props.ref}
    >
      <defs>
        <linearGradient id={`head-${look.finish}`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={finish.colour} stopOpacity="0.7" />
          <stop offset="0.45" stopColor={finish.colour} />
          <stop offset="1" stopColor="#334155" stopOpacity="0.9" />
        </linearGradient>
        <pattern id={patternId} width="10" height="10" patternUnits="userSpaceOnUse">
          <path d={millStrokes[look.mill]} stroke={engraveColour} strokeOpacity="0.35" fill="none" strokeWidth="1" />
        </pattern>
      </defs>
      <g transform={left ? 'translate(240,0) scale(-1,1)' : undefined} data-testid="putter-drawing">
        <rect
          x={gripX + 6 - gripWidth / 2}
          y={gripTop}
          width={gripWidth}
          height="86"
          rx="6"
          fill={look.gripColour}
          stroke="#0f172a"
          strokeOpacity="0.25"
        />
        <path
          d={
            look.gripMaterial === 'leather'
              ? `M${gripX - 2} ${gripTop + 12}l16 -8M${gripX - 2} ${gripTop + 30}l16 -8M${gripX - 2} ${gripTop + 48}l16 -8M${gripX - 2} ${gripTop + 66}l16 -8`
              : `M${gripX} ${gripTop + 16}h12M${gripX} ${gripTop + 32}h12M${gripX} ${gripTop + 48}h12M${gripX} ${gripTop + 64}h12`
          }
          stroke="#0f172a"
          strokeOpacity="0.2"
        />
        {look.shaft === 'counterbalanced' ? (
          <rect
            x={gripX + 6 - gripWidth / 2}
            y={gripTop - 7}
            width={gripWidth}
            height="8"
            rx="2"
            fill={look.shaftColour}
          />
        ) : null}
        <path
          d={`M${gripX + 6} ${shaftTop} L${hoselX} ${headTop}`}
          stroke={look.shaftColour}
          strokeWidth="6"
          strokeLinecap="round"
        />
        {look.shaft === 'carbon' ? (
          <path
            d={`M${gripX + 6} ${shaftTop} L${gripX + 6 + (hoselX - gripX - 6) * 0.75} ${shaftTop + (headTop - shaftTop) * 0.75}`}
            stroke="#0f172a"
            strokeOpacity="0.45"
            strokeWidth="6"
            strokeDasharray="3 2"
          />
        ) : (
          <path
            d={`M${gripX + 6} ${shaftTop} L${hoselX} ${headTop}`}
            stroke="#ffffff"
            strokeOpacity="0.35"
            strokeWidth="1.5"
          />
        )}
        {blade ? (
          <>
            <path
              d="M34 246 h172 a8 8 0 0 1 8 8 v16 a8 8 0 0 1 -8 8 H34 a8 8 0 0 1 -8 -8 v-16 a8 8 0 0 1 8 -8 z"
              fill={`url(#head-${look.finish})`}
              stroke="#334155"
            />
            <path
              d="M54 226 h132 a6 6 0 0 1 6 6 v14 H48 v-14 a6 6 0 0 1 6 -6 z"
              fill={`url(#head-${look.finish})`}
              stroke="#334155"
            />
            <rect x="40" y="250" width="160" height="24" rx="4" fill={`url(#${patternId})`} data-testid="face-mill" />
          </>
        ) : (
          <>
            <path
              d="M40 228 h160 a10 10 0 0 1 10 10 v22 a12 12 0 0 1 -12 12 H52 a12 12 0 0 1 -12 -12 z"
              fill={`url(#head-${look.finish})`}
              stroke="#334155"
            />
            <path d="M60 228 Q120 196 180 228 z" fill={`url(#head-${look.finish})`} stroke="#334155" />
            <rect x="50" y="240" width="140" height="26" rx="4" fill={`url(#${patternId})`} data-testid="face-mill" />
          </>
        )}
        <circle cx={hoselX} cy={headTop + 2} r="6" fill={finish.colour} stroke="#334155" />
      </g>
      {look.faceLogo?.content ? (
        <g data-testid="face-engraving">
          <Engraving logo={look.faceLogo} x={120} y={blade ? 262 : 253} size={18} colour={engraveColour} />
        </g>
      ) : null}
      {look.soleLogo?.content ? (
        <g data-testid="sole-engraving">
          <text x="120" y="298" textAnchor="middle" fontSize="8" fill="currentColor" opacity="0.7">
            sole
          </text>
          <Engraving logo={look.soleLogo} x={160} y={288} size={16} colour="currentColor" />
        </g>
      ) : null}
    </svg>
  );
}
