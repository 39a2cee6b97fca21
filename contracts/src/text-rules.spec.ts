import { clampGraphemes, graphemeLength, hasUnsafeCharacters, isBlankText, trimText } from './text-rules';

describe('text rules shared by the server and the clients', () => {
  it('finds NUL and lone surrogates, not whole emoji', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('\uD83D')).toBe(true);
    expect(hasUnsafeCharacters('x\uDE00')).toBe(true);
    expect(hasUnsafeCharacters('\uDE00\uD83D')).toBe(true);
    expect(hasUnsafeCharacters('⛳ 😀 กิ่ง')).toBe(false);
  });

  it('trims spaces and invisible characters at the edges only, and calls invisible-only text blank', () => {
    expect(trimText('\u200B \u00A0Somchai Jaidee\uFEFF\t')).toBe('Somchai Jaidee');
    expect(trimText('a\u200Db')).toBe('a\u200Db');
    expect(isBlankText('\u200B\u200C\u2060 \u3000')).toBe(true);
    expect(isBlankText(' a ')).toBe(false);
  });

  it('counts and cuts what a person sees', () => {
    expect(graphemeLength('👨‍👩‍👧🏌️‍♂️กิ่')).toBe(3);
    expect(clampGraphemes('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', 2)).toBe('👨‍👩‍👧👨‍👩‍👧');
  });
});
