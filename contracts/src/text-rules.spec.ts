import {
  clampGraphemes,
  graphemeLength,
  hasUnsafeCharacters,
  isBlankText,
  trimText,
  UNSAFE_TEXT_MESSAGE,
} from './text-rules';

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

describe('text rules, character by character', () => {
  // Every character the rules call invisible, one of each range's ends where the rule names a range.
  const invisible = [
    ' ',
    '\t',
    '\n',
    '\u00A0',
    '\u3000',
    '\u00AD',
    '\u034F',
    '\u061C',
    '\u115F',
    '\u1160',
    '\u180E',
    '\u200B',
    '\u200F',
    '\u202A',
    '\u202E',
    '\u2060',
    '\u2064',
    '\u2066',
    '\u2069',
    '\u2800',
    '\u3164',
    '\uFEFF',
    '\uFFA0',
  ];

  it.each(invisible.map((c) => [c.codePointAt(0)?.toString(16).padStart(4, '0'), c]))(
    'U+%s is blank, alone or repeated, and is trimmed from both edges but kept inside',
    (_code, c) => {
      expect(isBlankText(c)).toBe(true);
      expect(isBlankText(c.repeat(3))).toBe(true);
      expect(trimText(`${c}${c}Birdie${c}Eagle${c}${c}`)).toBe(`Birdie${c}Eagle`);
    },
  );

  it('calls empty text blank and keeps visible text whole', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText('\u200Bก')).toBe(false);
    expect(isBlankText('x')).toBe(false);
    expect(trimText('')).toBe('');
    expect(trimText('Birdie')).toBe('Birdie');
  });

  it('tells the shopper what to remove from unsafe text', () => {
    expect(UNSAFE_TEXT_MESSAGE).toBe('Remove the invalid characters (a NUL character or a broken emoji)');
  });

  it('finds a lone surrogate anywhere, and accepts every whole pair', () => {
    expect(hasUnsafeCharacters('\u0000')).toBe(true);
    expect(hasUnsafeCharacters('ok\uD83Dx')).toBe(true);
    expect(hasUnsafeCharacters('ok\uDBFF')).toBe(true);
    expect(hasUnsafeCharacters('\uDFFFok')).toBe(true);
    expect(hasUnsafeCharacters('\uD800\uD800\uDC00')).toBe(true);
    expect(hasUnsafeCharacters('\uD800\uDC00\uDC00')).toBe(true);
    expect(hasUnsafeCharacters('\uD800\uDC00')).toBe(false);
    expect(hasUnsafeCharacters('\uDBFF\uDFFF')).toBe(false);
    expect(hasUnsafeCharacters('ok 😀😀')).toBe(false);
    expect(hasUnsafeCharacters('')).toBe(false);
    expect(hasUnsafeCharacters('0')).toBe(false);
  });

  it('counts nothing in empty text and cuts only what is over the limit', () => {
    expect(graphemeLength('')).toBe(0);
    expect(graphemeLength('abc')).toBe(3);
    expect(clampGraphemes('abc', 5)).toBe('abc');
    expect(clampGraphemes('abc', 3)).toBe('abc');
    expect(clampGraphemes('abc', 0)).toBe('');
    expect(clampGraphemes('กิ่กิ่กิ่', 2)).toBe('กิ่กิ่');
  });
});

describe('the grapheme segmenter', () => {
  it('is made on first use and then kept, not when the module loads (every page of the shop loads it)', () => {
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    const Original = intl.Segmenter;
    let made = 0;
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    };
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const rules = require('./text-rules') as typeof import('./text-rules');
        expect(made).toBe(0);
        expect(rules.graphemeLength('กิ่ง')).toBe(2);
        expect(rules.clampGraphemes('กิ่ง', 1)).toBe('กิ่');
        expect(made).toBe(1);
      });
    } finally {
      intl.Segmenter = Original;
    }
  });
});
