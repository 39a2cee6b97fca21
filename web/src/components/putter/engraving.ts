import type { LogoConfiguration } from '@sound-putter/contracts';
import { isPredefinedLogo, LOGO_VIEWBOX, logoArtwork } from '@sound-putter/contracts';
import type { MillPattern } from '@sound-putter/contracts';

/**
 * Face and sole surfaces drawn on canvases: a colour map (the finish with the engraving in a contrasting tone)
 * and a grey bump map (the mill pattern and the engraving cut into the metal). A left-handed putter is the
 * mirror of a right-handed one, so the engraving is drawn mirrored to read the right way once the head is flipped.
 */
export interface SurfaceCanvases {
  colour: HTMLCanvasElement;
  bump: HTMLCanvasElement;
}

const canvas = (width: number, height: number) => {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
};

const context = (c: HTMLCanvasElement) => {
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2-D canvas unavailable');
  return ctx;
};

/** The mill's grooves, dark on a light ground, so the bump map reads them as cut into the face. */
export const drawMill = (ctx: CanvasRenderingContext2D, pattern: MillPattern, width: number, height: number) => {
  ctx.save();
  ctx.strokeStyle = '#000';
  switch (pattern) {
    case 'fly-cut':
      // A fly cutter leaves wide, shallow arcs across the whole face.
      ctx.lineWidth = 1;
      ctx.globalAlpha = 0.35;
      for (let r = 20; r < width * 1.5; r += 9) {
        ctx.beginPath();
        ctx.arc(width / 2, height * 3.2, r + height * 2.4, Math.PI * 1.15, Math.PI * 1.85);
        ctx.stroke();
      }
      break;
    case 'diamond':
      ctx.lineWidth = 3;
      for (let x = -height; x < width + height; x += 16) {
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x + height, height);
        ctx.moveTo(x + height, 0);
        ctx.lineTo(x, height);
        ctx.stroke();
      }
      break;
    case 'deep-groove':
      ctx.lineWidth = 6;
      for (let y = 10; y < height; y += 16) {
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.lineTo(width, y);
        ctx.stroke();
      }
      break;
    case 'honeycomb': {
      ctx.lineWidth = 2.5;
      const r = 11;
      const w = Math.sqrt(3) * r;
      for (let row = 0, y = 0; y < height + r; row++, y += r * 1.5) {
        for (let x = row % 2 ? w / 2 : 0; x < width + w; x += w) {
          ctx.beginPath();
          for (let i = 0; i < 6; i++) {
            const a = Math.PI / 6 + (i * Math.PI) / 3;
            ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
          }
          ctx.closePath();
          ctx.stroke();
        }
      }
      break;
    }
  }
  ctx.restore();
};

/** Text or a predefined logo centred at (cx, cy) and `size` tall, in the context's current fill colour. */
export const drawEngraving = (
  ctx: CanvasRenderingContext2D,
  logo: LogoConfiguration,
  cx: number,
  cy: number,
  size: number,
  mirrored: boolean,
) => {
  const content = logo.content?.trim();
  if (!content) return;
  ctx.save();
  ctx.translate(cx, cy);
  if (mirrored) ctx.scale(-1, 1);
  if (logo.type === 'logo' && isPredefinedLogo(content)) {
    const scale = size / LOGO_VIEWBOX;
    ctx.scale(scale, scale);
    ctx.translate(-LOGO_VIEWBOX / 2, -LOGO_VIEWBOX / 2);
    ctx.strokeStyle = ctx.fillStyle;
    for (const part of logoArtwork[content]) {
      const path = new Path2D(part.d);
      if (part.stroke) {
        ctx.lineWidth = part.stroke;
        ctx.stroke(path);
      } else ctx.fill(path, 'evenodd');
    }
  } else {
    ctx.font = `700 ${Math.round(size * 0.62)}px Georgia, 'Times New Roman', serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(content, 0, 0, size * 7);
  }
  ctx.restore();
};

/** Where engraving shows against the finish: dark on bright steel, bright (bare steel) on black PVD. */
const engravingTone = (finishColour: string) => {
  const value = Number.parseInt(finishColour.slice(1), 16);
  const luminance = ((value >> 16) & 255) * 0.3 + ((value >> 8) & 255) * 0.59 + (value & 255) * 0.11;
  return luminance < 90 ? '#d9dde3' : '#1d2026';
};

/**
 * A surface of the head in its finish and its bump map (white is flat): the face's mill pattern when given, and the
 * engraving at the centre, its size a share of the surface's height.
 */
const engravedSurface = (
  width: number,
  height: number,
  finishColour: string,
  logo: LogoConfiguration | undefined,
  mirrored: boolean,
  engravingShare: number,
  pattern?: MillPattern,
): SurfaceCanvases => {
  const colour = canvas(width, height);
  const bump = canvas(width, height);
  const c = context(colour);
  const b = context(bump);
  c.fillStyle = finishColour;
  c.fillRect(0, 0, width, height);
  b.fillStyle = '#fff';
  b.fillRect(0, 0, width, height);
  if (pattern) {
    drawMill(b, pattern, width, height);
    c.globalAlpha = 0.28;
    drawMill(c, pattern, width, height);
    c.globalAlpha = 1;
  }
  if (logo) {
    c.fillStyle = engravingTone(finishColour);
    drawEngraving(c, logo, width / 2, height / 2, height * engravingShare, mirrored);
    b.fillStyle = '#000';
    drawEngraving(b, logo, width / 2, height / 2, height * engravingShare, mirrored);
  }
  return { colour, bump };
};

export const faceSurface = (
  pattern: MillPattern,
  finishColour: string,
  logo: LogoConfiguration | undefined,
  mirrored: boolean,
): SurfaceCanvases => engravedSurface(512, 128, finishColour, logo, mirrored, 0.62, pattern);

export const soleSurface = (
  finishColour: string,
  logo: LogoConfiguration | undefined,
  mirrored: boolean,
): SurfaceCanvases => engravedSurface(512, 256, finishColour, logo, mirrored, 0.7);

/** A carbon-fibre weave: alternating light and dark tows. */
export const carbonWeave = (): HTMLCanvasElement => {
  const c = canvas(64, 64);
  const ctx = context(c);
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) {
      const light = (x + y) % 2 === 0;
      const g = ctx.createLinearGradient(x * 8, y * 8, x * 8 + (light ? 8 : 0), y * 8 + (light ? 0 : 8));
      g.addColorStop(0, light ? '#5a5a5a' : '#1a1a1a');
      g.addColorStop(0.5, light ? '#9a9a9a' : '#3a3a3a');
      g.addColorStop(1, light ? '#5a5a5a' : '#1a1a1a');
      ctx.fillStyle = g;
      ctx.fillRect(x * 8, y * 8, 8, 8);
    }
  return c;
};

/** Grip texture as bumps: a leather wrap's spiral seams, or a rubber grip's fine ribs. */
export const gripBump = (leather: boolean): HTMLCanvasElement => {
  const c = canvas(64, 256);
  const ctx = context(c);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, 64, 256);
  ctx.strokeStyle = '#000';
  ctx.lineWidth = leather ? 3 : 1.5;
  for (let y = -64; y < 320; y += leather ? 24 : 10) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(64, y + (leather ? 24 : 0));
    ctx.stroke();
  }
  return c;
};
