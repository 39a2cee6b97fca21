import { graphemeLength, LOGO_TEXT_MAX_LENGTH } from '@sound-putter/contracts';

/**
 * What a keystroke or a paste into the engraving field does. Characters are counted as a person sees them (a Thai
 * syllable with its marks, an emoji: one each), as the server counts them. Text over the limit is refused whole and
 * said so, never cut: the field keeps what it had and the customer decides what to shorten.
 */
export type EngravingEdit =
  { accepted: true; text: string; count: number } | { accepted: false; text: string; count: number; attempted: number };

export const engravingEdit = (current: string, proposed: string, max = LOGO_TEXT_MAX_LENGTH): EngravingEdit => {
  const attempted = graphemeLength(proposed);
  if (attempted <= max) return { accepted: true, text: proposed, count: attempted };
  return { accepted: false, text: current, count: graphemeLength(current), attempted };
};
