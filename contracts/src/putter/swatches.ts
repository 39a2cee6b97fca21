/**
 * Grip and shaft colours come from keywords in the option's name (spec section 9). Longer keywords are
 * checked first so "matte black", "light blue" and "dark green" win over their plain colour.
 */
const swatchKeywords: ReadonlyArray<readonly [RegExp, string]> = [
  [/matte black/, '#1f1f1f'],
  [/light blue/, '#7dd3fc'],
  [/dark green/, '#14532d'],
  [/black/, '#111111'],
  [/white/, '#f8fafc'],
  [/crimson/, '#b91c1c'],
  [/red/, '#dc2626'],
  [/blue/, '#2563eb'],
  [/forest/, '#166534'],
  [/green/, '#16a34a'],
  [/yellow/, '#facc15'],
  [/orange/, '#f97316'],
  [/pink/, '#ec4899'],
  [/purple/, '#9333ea'],
  [/brown/, '#78350f'],
  [/silver|brushed/, '#c0c4cc'],
  [/gold|champagne/, '#d4af37'],
  [/copper/, '#b87333'],
];

export const FALLBACK_SWATCH = '#9ca3af';

export const swatchFor = (name: string | undefined | null): string => {
  const lower = (name ?? '').toLowerCase();
  for (const [pattern, colour] of swatchKeywords) if (pattern.test(lower)) return colour;
  return FALLBACK_SWATCH;
};
