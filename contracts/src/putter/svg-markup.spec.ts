import { putterLook } from './putter-look';
import { putterDrawingDocument, svgMarkup } from './svg-markup';

const look = (overrides: Parameters<typeof putterLook>[0]) => putterLook(overrides);

describe('svgMarkup', () => {
  it("writes React's camelCase attributes as SVG's own names", () => {
    expect(
      svgMarkup([
        { tag: 'path', attrs: { d: 'M0 0', strokeWidth: 2, fillRule: 'evenodd' } },
        { tag: 'pattern', attrs: { id: 'p', patternUnits: 'userSpaceOnUse' } },
      ]),
    ).toBe('<path d="M0 0" stroke-width="2" fill-rule="evenodd"/><pattern id="p" patternUnits="userSpaceOnUse"/>');
  });

  it('escapes engraved text and attribute values, so a shopper cannot write markup into the picture', () => {
    const svg = svgMarkup([{ tag: 'text', attrs: { fill: '"red"' }, text: '<script>&' }]);
    expect(svg).toBe('<text fill="&quot;red&quot;">&lt;script&gt;&amp;</text>');
  });
});

describe('putterDrawingDocument', () => {
  it('draws the chosen putter: mirrored for a left-hander, with its grip colour and engraving', () => {
    const svg = putterDrawingDocument(
      look({
        handedness: 'left',
        modelId: 'melody-d',
        gripName: 'Crimson Red Midsize',
        logos: [{ position: 'face', type: 'text', content: 'Ace & Co' }],
      }),
      { width: 480, background: '#ffffff' },
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 300" width="480" height="600"/);
    expect(svg).toContain('transform="translate(240,0) scale(-1,1)"');
    expect(svg).toContain('fill="#b91c1c"');
    expect(svg).toContain('>Ace &amp; Co</text>');
    expect(svg).toContain('<rect x="0" y="0" width="240" height="300" fill="#ffffff"/>');
  });

  it('draws engraved Thai in the shop Thai face and squeezes a long engraving to the head, never past it', () => {
    const engraved = (content: string) =>
      putterDrawingDocument(look({ handedness: 'right', logos: [{ position: 'face', type: 'text', content }] }), {
        width: 240,
      });
    const short = engraved('ACE');
    expect(short).toContain('font-family="&#39;Sound Putter Thai&#39;, Georgia, serif"');
    expect(short).not.toContain('textLength');
    // 20 characters at 14.4 px are about 173 px wide, more than the face's 126 px: squeezed to 126.
    const long = engraved('A very long engravin');
    expect(long).toContain('textLength="126" lengthAdjust="spacingAndGlyphs"');
    // Counted as a person reads it: 14 Thai syllables with their marks (42 code units) still fit unsqueezed.
    expect(engraved('กี่'.repeat(14))).not.toContain('textLength');
  });

  it('draws a right-hander unmirrored and a mallet with its own head', () => {
    const right = putterDrawingDocument(look({ handedness: 'right', modelId: 'melody-c' }), { width: 240 });
    expect(right).not.toContain('scale(-1,1)');
    expect(right).toContain('M60 228 Q120 196 180 228 z');
    expect(right).not.toContain('M54 226');
  });
});
