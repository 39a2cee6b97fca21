import { en } from './en';
import { createKioskI18n } from './kiosk-i18n';
import { keyPaths, missingKeys } from './messages';
import { th } from './th';

describe('kiosk messages', () => {
  it('has every key in both English and Thai', () => {
    expect(missingKeys(en, th)).toEqual({ missingInSecond: [], missingInFirst: [] });
  });

  it('would catch a key missing in one language (the check above can fail)', () => {
    const { pay, ...thWithoutPay } = th;
    expect(pay).toBeDefined();
    expect(missingKeys(en, thWithoutPay).missingInSecond).toEqual(keyPaths({ pay }).sort());
    expect(missingKeys({ ...en, extra: 'x' }, th).missingInSecond).toEqual(['extra']);
  });

  it('never leaves a Thai message empty or identical to a long English one', () => {
    const english = new Map(keyPaths(en).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as never)[p], en)]));
    for (const key of keyPaths(th)) {
      const value = key.split('.').reduce<unknown>((o, p) => (o as never)[p], th) as string;
      expect(value.trim()).not.toBe('');
      const same = english.get(key) === value && /[a-z]{4,} [a-z]{3,}/i.test(value);
      if (same) throw new Error(`${key} is not translated: ${value}`);
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const at = (tree: object, key: string) => key.split('.').reduce<unknown>((o, p) => (o as never)[p], tree) as string;
    for (const key of keyPaths(en)) expect([key, vars(at(th, key))]).toEqual([key, vars(at(en, key))]);
  });

  it('switches language on one instance and formats through the chosen locale', async () => {
    const i18n = createKioskI18n();
    expect(i18n.t('pay.counter')).toBe('Pay at the counter');
    await i18n.changeLanguage('th');
    expect(i18n.t('pay.counter')).toBe('ชำระที่เคาน์เตอร์');
    expect(i18n.t('done.backIn', { seconds: 30 })).toBe('กลับสู่หน้าแรกใน 30 วินาที');
  });
});
