import type { SvgNode } from './putter-drawing';
import { PUTTER_DRAWING_VIEWBOX, putterDrawing } from './putter-drawing';
import type { PutterLook } from './putter-look';

/** SVG attributes that keep their capitals; React's other camelCase names are SVG's hyphenated ones. */
const camelCaseInSvg = new Set([
  'viewBox',
  'patternUnits',
  'gradientUnits',
  'preserveAspectRatio',
  'textLength',
  'lengthAdjust',
]);

const attributeName = (name: string): string =>
  camelCaseInSvg.has(name) ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const markup = ({ tag, attrs, children, text }: SvgNode): string => {
  const attributes = Object.entries(attrs)
    .map(([name, value]) => ` ${attributeName(name)}="${escapeXml(String(value))}"`)
    .join('');
  const inner = (text !== undefined ? escapeXml(text) : '') + (children ?? []).map(markup).join('');
  return inner ? `<${tag}${attributes}>${inner}</${tag}>` : `<${tag}${attributes}/>`;
};

/** SVG markup of any drawing nodes. */
export const svgMarkup = (nodes: readonly SvgNode[]): string => nodes.map(markup).join('');

/**
 * A standalone SVG document of the putter, `width` pixels wide, on `background` (mails have no page behind the
 * picture, so the drawing's `currentColor` parts get `colour`).
 */
export const putterDrawingDocument = (
  look: PutterLook,
  { width, colour = '#1e293b', background }: { width: number; colour?: string; background?: string },
): string => {
  const { width: w, height: h } = PUTTER_DRAWING_VIEWBOX;
  const backdrop: SvgNode[] = background
    ? [{ tag: 'rect', attrs: { x: 0, y: 0, width: w, height: h, fill: background } }]
    : [];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${width}" height="${Math.round((width * h) / w)}" color="${escapeXml(colour)}">${svgMarkup([...backdrop, ...putterDrawing(look)])}</svg>`;
};
