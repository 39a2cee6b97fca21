/**
 * Text rules the server enforces and the web and kiosk forms apply before sending, so both refuse the same input.
 */

/** UTF-16 halves without their partner: not text at all (a cut emoji). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Remove the invalid characters (a NUL character or a broken emoji)';

/** NUL (PostgreSQL cannot store it) or a lone surrogate. */
export const hasUnsafeCharacters = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Characters that draw nothing: whitespace, zero-width spaces and joiners, word joiners, the byte-order mark,
 * soft hyphens, direction marks, Hangul fillers and the blank braille pattern.
 */
const INVISIBLE =
  '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\u2800\\u3164\\uFEFF\\uFFA0';
// The classes list combining and invisible marks one by one on purpose, not as parts of a combined character.
// eslint-disable-next-line no-misleading-character-class
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'g');
// eslint-disable-next-line no-misleading-character-class
const ANY_VISIBLE = new RegExp(`[^${INVISIBLE}]`);

/** Leading and trailing spaces and invisible characters removed. */
export const trimText = (text: string): string => text.replace(EDGES, '');

/** Empty, or only spaces and invisible characters: what a person would call blank. */
export const isBlankText = (text: string): boolean => !ANY_VISIBLE.test(text);

/**
 * Made on first use, not when this module loads: making a segmenter loads the browser's break-iteration data, tens of
 * milliseconds on a phone, and every page of the shop loads this module while only the forms count characters.
 */
let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/** The number of characters a person sees (grapheme clusters): a family emoji or a Thai syllable mark counts once. */
export const graphemeLength = (text: string): number => {
  let count = 0;
  for (const _ of graphemes().segment(text)) count++;
  return count;
};

/** The first `max` characters a person sees, never cutting an emoji or a combining mark in half. */
export const clampGraphemes = (text: string, max: number): string => {
  let out = '';
  let count = 0;
  for (const { segment } of graphemes().segment(text)) {
    if (++count > max) break;
    out += segment;
  }
  return out;
};
