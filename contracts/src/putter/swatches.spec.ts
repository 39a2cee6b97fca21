import { FALLBACK_SWATCH, swatchFor } from './swatches';

describe('swatchFor', () => {
  it('prefers the longer keyword', () => {
    expect(swatchFor('Matte Black Grip')).toBe('#1f1f1f');
    expect(swatchFor('Classic Black')).toBe('#111111');
    expect(swatchFor('Light Blue Pro')).toBe('#7dd3fc');
    expect(swatchFor('Royal Blue')).toBe('#2563eb');
    expect(swatchFor('Dark Green')).toBe('#14532d');
  });

  it('reads the metal names', () => {
    expect(swatchFor('Brushed Steel')).toBe(swatchFor('Silver'));
    expect(swatchFor('Champagne')).toBe(swatchFor('Gold'));
    expect(swatchFor('Copper')).toBe('#b87333');
    expect(swatchFor('Crimson Tour')).toBe('#b91c1c');
    expect(swatchFor('Forest')).toBe('#166534');
  });

  it('falls back to gray', () => {
    expect(swatchFor('Midnight')).toBe(FALLBACK_SWATCH);
    expect(swatchFor(undefined)).toBe(FALLBACK_SWATCH);
  });
});
