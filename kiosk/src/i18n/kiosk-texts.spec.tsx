import { defineTexts } from '@sound-putter/contracts';
import { act, render, screen } from '@testing-library/react';
import { en } from './en';
import { createKioskLanguageStore, KioskLanguageContext, useFormat, useTexts } from './kiosk-language';
import { kioskTexts } from './kiosk-texts';
import { th } from './th';

interface Leaf {
  path: string;
  text: string;
  /** The values the text takes (0 for plain words). */
  values: string[];
}

/** Distinct markers for a text's values, so a text that drops or repeats one shows it. */
const markers = (count: number) => Array.from({ length: count }, (_, i) => `⟦${i}⟧`);

/** Every leaf of a texts tree by its path ("pay.choices.counter.name"); a function is called with markers. */
const leavesOf = (tree: object, prefix = ''): Leaf[] =>
  Object.entries(tree).flatMap(([key, leaf]: [string, unknown]): Leaf[] => {
    const path = `${prefix}${key}`;
    if (typeof leaf === 'string') return [{ path, text: leaf, values: [] }];
    if (typeof leaf !== 'function') return leavesOf(leaf as object, `${path}.`);
    const values = markers(leaf.length);
    return [{ path, text: (leaf as (...v: string[]) => string)(...values), values }];
  });

function Probe() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  return (
    <p>
      {t.pay.choices.counter.name} · {t.done.backIn(format.number(30))} · {format.baht(10500)}
    </p>
  );
}

describe('kiosk texts', () => {
  it('refuses, at the type check, Thai that lacks a key or has one English lacks', () => {
    // Each @ts-expect-error fails `npm run typecheck` if defineTexts ever lets the mistake through.
    const { pay, ...thWithoutPay } = th;
    // @ts-expect-error Thai without the payment step's words
    defineTexts({ en, th: thWithoutPay });
    const { card, ...choicesWithoutCard } = pay.choices;
    // @ts-expect-error Thai without one payment choice, deep in the tree
    defineTexts({ en, th: { ...th, pay: { ...pay, choices: choicesWithoutCard } } });
    // @ts-expect-error a Thai key English lacks
    defineTexts({ en, th: { ...th, extra: 'ข' } });
    // @ts-expect-error a category the kiosk does not know has no name
    expect(kioskTexts.en.configure.categories.putter).toBeUndefined();
    // Control: the real Thai passes, with the parts taken out above.
    expect(defineTexts({ en, th }).th.pay.choices.card).toBe(card);
  });

  it('has the same texts in both languages, taking the same number of values', () => {
    const shape = (tree: object) => leavesOf(tree).map(({ path, values }) => `${path}/${values.length}`);
    expect(shape(th)).toEqual(shape(en));
  });

  it('never leaves a Thai text empty or identical to a long English one', () => {
    const english = new Map(leavesOf(en).map(({ path, text }) => [path, text]));
    for (const { path, text } of leavesOf(th)) {
      expect([path, text.trim()]).not.toEqual([path, '']);
      const same = english.get(path) === text && /[a-z]{4,} [a-z]{3,}/i.test(text);
      if (same) throw new Error(`${path} is not translated: ${text}`);
    }
  });

  it('shows each value a text is given exactly once, in both languages', () => {
    for (const { path, text, values } of [...leavesOf(en), ...leavesOf(th)]) {
      const shown = [...text.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort();
      expect([path, shown]).toEqual([path, values]);
    }
  });

  it('switches the words and formats on screen with the kiosk language store', () => {
    const store = createKioskLanguageStore();
    render(
      <KioskLanguageContext.Provider value={store}>
        <Probe />
      </KioskLanguageContext.Provider>,
    );
    expect(screen.getByText('Pay at the counter · Back to the start in 30 s · ฿10,500')).toBeInTheDocument();
    act(() => store.change('th'));
    expect(screen.getByText('ชำระที่เคาน์เตอร์ · กลับสู่หน้าแรกใน 30 วินาที · ฿10,500')).toBeInTheDocument();
    act(() => store.change('en'));
    expect(screen.getByText(/^Pay at the counter/)).toBeInTheDocument();
  });
});
