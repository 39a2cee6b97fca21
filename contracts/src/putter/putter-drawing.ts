import type { LogoConfiguration } from '../catalog';
import { graphemeLength } from '../text-rules';
import { isPredefinedLogo, LOGO_VIEWBOX, logoArtwork } from './logo-artwork';
import { finishAppearance, type MillPattern, type PutterLook } from './putter-look';

/**
 * The 2-D drawing of a configured putter as data: the web shop and the kiosk render it as React SVG elements (the
 * cart's thumbnails, the picture where there is no 3-D), the server as SVG text rasterised for mails. One drawing, so
 * a mail shows the putter the cart showed. Attribute names are React's (camelCase); `svgMarkup` writes SVG's own.
 */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string | number>;
  children?: readonly SvgNode[];
  /** Text content (of a `text` element). */
  text?: string;
}

export const PUTTER_DRAWING_VIEWBOX = { width: 240, height: 300 } as const;

const millStrokes: Record<MillPattern, string> = {
  'fly-cut': 'M0 6 Q5 4 10 6',
  diamond: 'M0 0 L10 10 M10 0 L0 10',
  'deep-groove': 'M0 5 H10',
  honeycomb: 'M5 0 L10 3 V7 L5 10 L0 7 V3 Z',
};

const node = (tag: string, attrs: SvgNode['attrs'], children?: SvgNode[]): SvgNode =>
  children ? { tag, attrs, children } : { tag, attrs };

/** A predefined logo's artwork on its 64×64 grid, in the current colour: filled parts or stroked lines. */
export const logoArtNodes = (logoKey: string): SvgNode[] =>
  isPredefinedLogo(logoKey)
    ? logoArtwork[logoKey].map((part) =>
        part.stroke
          ? node('path', { d: part.d, fill: 'none', stroke: 'currentColor', strokeWidth: part.stroke })
          : node('path', { d: part.d, fill: 'currentColor', fillRule: 'evenodd' }),
      )
    : [];

/** Engraved text wider than this many times its size is squeezed to fit the head instead of running past it. */
const TEXT_WIDTH_IN_SIZES = 7;
/** Bold Georgia's (and the Thai face's) average glyph width, in ems. */
const AVERAGE_GLYPH_EM = 0.6;

/** Engraved content centred at (x, y): a predefined logo's artwork, or the text. */
const engraving = (logo: LogoConfiguration, x: number, y: number, size: number, colour: string): SvgNode => {
  if (logo.type === 'logo')
    return node(
      'g',
      {
        transform: `translate(${x - size / 2} ${y - size / 2}) scale(${size / LOGO_VIEWBOX})`,
        color: colour,
      },
      logoArtNodes(logo.content ?? ''),
    );
  const text = logo.content ?? '';
  const fontSize = size * 0.8;
  const maxWidth = size * TEXT_WIDTH_IN_SIZES;
  const fit: Record<string, string | number> =
    graphemeLength(text) * fontSize * AVERAGE_GLYPH_EM > maxWidth
      ? { textLength: maxWidth, lengthAdjust: 'spacingAndGlyphs' }
      : {};
  return {
    tag: 'text',
    attrs: {
      x,
      y: y + size * 0.3,
      textAnchor: 'middle',
      fontSize,
      fontWeight: '700',
      fill: colour,
      // The shop's Thai face first: it covers only Thai, so Latin text stays in Georgia and Thai is not drawn as boxes.
      fontFamily: "'Sound Putter Thai', Georgia, serif",
      ...fit,
    },
    text,
  };
};

/**
 * The drawing's elements inside its `svg` (viewBox 0 0 240 300): grip, shaft, head with its face mill, and the
 * engravings. A left-handed putter is the mirror image; the engravings are drawn over it un-mirrored, to stay readable.
 */
export function putterDrawing(look: PutterLook): SvgNode[] {
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
  const headFill = `url(#head-${look.finish})`;
  const gripLeft = gripX + 6 - gripWidth / 2;

  const grip = [
    node('rect', {
      x: gripLeft,
      y: gripTop,
      width: gripWidth,
      height: '86',
      rx: '6',
      fill: look.gripColour,
      stroke: '#0f172a',
      strokeOpacity: '0.25',
    }),
    node('path', {
      d:
        look.gripMaterial === 'leather'
          ? `M${gripX - 2} ${gripTop + 12}l16 -8M${gripX - 2} ${gripTop + 30}l16 -8M${gripX - 2} ${gripTop + 48}l16 -8M${gripX - 2} ${gripTop + 66}l16 -8`
          : `M${gripX} ${gripTop + 16}h12M${gripX} ${gripTop + 32}h12M${gripX} ${gripTop + 48}h12M${gripX} ${gripTop + 64}h12`,
      stroke: '#0f172a',
      strokeOpacity: '0.2',
    }),
    ...(look.shaft === 'counterbalanced'
      ? [node('rect', { x: gripLeft, y: gripTop - 7, width: gripWidth, height: '8', rx: '2', fill: look.shaftColour })]
      : []),
  ];
  const shaftLine = `M${gripX + 6} ${shaftTop} L${hoselX} ${headTop}`;
  const shaft = [
    node('path', { d: shaftLine, stroke: look.shaftColour, strokeWidth: '6', strokeLinecap: 'round' }),
    look.shaft === 'carbon'
      ? node('path', {
          d: `M${gripX + 6} ${shaftTop} L${gripX + 6 + (hoselX - gripX - 6) * 0.75} ${shaftTop + (headTop - shaftTop) * 0.75}`,
          stroke: '#0f172a',
          strokeOpacity: '0.45',
          strokeWidth: '6',
          strokeDasharray: '3 2',
        })
      : node('path', { d: shaftLine, stroke: '#ffffff', strokeOpacity: '0.35', strokeWidth: '1.5' }),
  ];
  const head = blade
    ? [
        node('path', {
          d: 'M34 246 h172 a8 8 0 0 1 8 8 v16 a8 8 0 0 1 -8 8 H34 a8 8 0 0 1 -8 -8 v-16 a8 8 0 0 1 8 -8 z',
          fill: headFill,
          stroke: '#334155',
        }),
        node('path', {
          d: 'M54 226 h132 a6 6 0 0 1 6 6 v14 H48 v-14 a6 6 0 0 1 6 -6 z',
          fill: headFill,
          stroke: '#334155',
        }),
        node('rect', {
          x: '40',
          y: '250',
          width: '160',
          height: '24',
          rx: '4',
          fill: `url(#${patternId})`,
          'data-testid': 'face-mill',
        }),
      ]
    : [
        node('path', {
          d: 'M40 228 h160 a10 10 0 0 1 10 10 v22 a12 12 0 0 1 -12 12 H52 a12 12 0 0 1 -12 -12 z',
          fill: headFill,
          stroke: '#334155',
        }),
        node('path', { d: 'M60 228 Q120 196 180 228 z', fill: headFill, stroke: '#334155' }),
        node('rect', {
          x: '50',
          y: '240',
          width: '140',
          height: '26',
          rx: '4',
          fill: `url(#${patternId})`,
          'data-testid': 'face-mill',
        }),
      ];
  const hosel = node('circle', { cx: hoselX, cy: headTop + 2, r: '6', fill: finish.colour, stroke: '#334155' });

  const defs = node('defs', {}, [
    node('linearGradient', { id: `head-${look.finish}`, x1: '0', x2: '0', y1: '0', y2: '1' }, [
      node('stop', { offset: '0', stopColor: finish.colour, stopOpacity: '0.7' }),
      node('stop', { offset: '0.45', stopColor: finish.colour }),
      node('stop', { offset: '1', stopColor: '#334155', stopOpacity: '0.9' }),
    ]),
    node('pattern', { id: patternId, width: '10', height: '10', patternUnits: 'userSpaceOnUse' }, [
      node('path', {
        d: millStrokes[look.mill],
        stroke: engraveColour,
        strokeOpacity: '0.35',
        fill: 'none',
        strokeWidth: '1',
      }),
    ]),
  ]);
  const putter = node(
    'g',
    { ...(left ? { transform: 'translate(240,0) scale(-1,1)' } : {}), 'data-testid': 'putter-drawing' },
    [...grip, ...shaft, ...head, hosel],
  );
  const engravings: SvgNode[] = [];
  if (look.faceLogo?.content)
    engravings.push(
      node('g', { 'data-testid': 'face-engraving' }, [
        engraving(look.faceLogo, 120, blade ? 262 : 253, 18, engraveColour),
      ]),
    );
  if (look.soleLogo?.content)
    engravings.push(
      node('g', { 'data-testid': 'sole-engraving' }, [
        {
          tag: 'text',
          attrs: { x: '120', y: '298', textAnchor: 'middle', fontSize: '8', fill: 'currentColor', opacity: '0.7' },
          text: 'sole',
        },
        engraving(look.soleLogo, 160, 288, 16, 'currentColor'),
      ]),
    );
  return [defs, putter, ...engravings];
}
