import { LOGO_TEXT_MAX_LENGTH } from '@sound-putter/contracts';
import { engravingEdit } from './engraving-limit';

describe('engraving field limit', () => {
  it('accepts text up to the limit and counts it', () => {
    expect(engravingEdit('', 'TIGER')).toEqual({ accepted: true, text: 'TIGER', count: 5 });
    const full = 'x'.repeat(LOGO_TEXT_MAX_LENGTH);
    expect(engravingEdit(full.slice(1), full)).toEqual({ accepted: true, text: full, count: LOGO_TEXT_MAX_LENGTH });
  });

  it('refuses text over the limit whole, keeping what the field had (never a cut copy)', () => {
    const long = 'A very long engraving';
    expect(long).toHaveLength(21);
    expect(engravingEdit('A very long engravin', long)).toEqual({
      accepted: false,
      text: 'A very long engravin',
      count: 20,
      attempted: 21,
    });
    // A paste into an empty field: refused, the field stays empty, the attempted length is told.
    expect(engravingEdit('', 'Happy birthday, grandpa!')).toEqual({
      accepted: false,
      text: '',
      count: 0,
      attempted: 24,
    });
  });

  it('counts Thai syllables and emoji as a person sees them, not UTF-16 code units', () => {
    // 'สวัสดีครับ' is 10 code units but 7 graphemes (the vowel marks join their consonants).
    const thai = 'สวัสดีครับ';
    expect(thai).toHaveLength(10);
    expect(engravingEdit('', thai)).toEqual({ accepted: true, text: thai, count: 7 });
    // 20 Thai syllables with their marks: 60 code units, still within the limit of 20.
    const twentySyllables = 'กี่'.repeat(20);
    expect(twentySyllables.length).toBeGreaterThan(LOGO_TEXT_MAX_LENGTH);
    expect(engravingEdit('', twentySyllables)).toMatchObject({ accepted: true, count: 20 });
    const family = '👨‍👩‍👧';
    expect(engravingEdit('x'.repeat(19), 'x'.repeat(19) + family)).toMatchObject({ accepted: true, count: 20 });
    expect(engravingEdit('x'.repeat(20), 'x'.repeat(20) + family)).toMatchObject({ accepted: false, attempted: 21 });
  });

  it('takes a custom limit', () => {
    expect(engravingEdit('ab', 'abc', 2)).toEqual({ accepted: false, text: 'ab', count: 2, attempted: 3 });
  });
});
