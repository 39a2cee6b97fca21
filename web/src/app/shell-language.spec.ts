import { browserPrefersThai, languageFor } from '../lib/language';
import { shellLanguageExpression } from './shell-language';

/** The guard's expression run against a made-up page: its location, stored choice and browser languages. */
const guardSays = (page: { pathname: string; search: string; stored: string | null; languages: string[] }) =>
  new Function('location', 'localStorage', 'navigator', `return ${shellLanguageExpression};`)(
    { pathname: page.pathname, search: page.search },
    { getItem: () => page.stored },
    { languages: page.languages, language: page.languages[0] ?? '' },
  ) as string;

describe('the inline guard decides the language as the app does', () => {
  const paths = ['/', '/how-to-order', '/orders', '/orders/3f0c6a52', '/checkout'];
  const searches = ['', '?lang=th', '?lang=en', '?lang=fr', '?model=melody-c&lang=th'];
  const stored = [null, 'en', 'th', 'de'];
  const browsers = [['en-US'], ['th-TH', 'en'], ['TH'], ['en', 'th'], []];
  const cases = paths.flatMap((pathname) =>
    searches.flatMap((search) =>
      stored.flatMap((choice) => browsers.map((languages) => ({ pathname, search, stored: choice, languages }))),
    ),
  );

  it.each([
    [{ pathname: '/how-to-order', search: '', stored: null, languages: ['th-TH'] }, 'th'],
    [{ pathname: '/orders/1', search: '', stored: null, languages: ['en-GB'] }, 'th'],
    [{ pathname: '/orders/1', search: '', stored: 'en', languages: ['en-GB'] }, 'en'],
    [{ pathname: '/how-to-order', search: '?lang=th', stored: 'en', languages: ['en-GB'] }, 'th'],
    [{ pathname: '/how-to-order', search: '', stored: null, languages: ['en-GB'] }, 'en'],
  ])('%o → %s', (page, expected) => expect(guardSays(page)).toBe(expected));

  it(`agrees with languageFor on all ${paths.length * searches.length * stored.length * browsers.length} combinations`, () => {
    const disagreements = cases.filter(
      (page) =>
        guardSays(page) !==
        languageFor({
          pathname: page.pathname,
          search: page.search,
          stored: page.stored === 'en' || page.stored === 'th' ? page.stored : null,
          browserThai: browserPrefersThai(page.languages),
        }),
    );
    expect(disagreements).toEqual([]);
  });
});
