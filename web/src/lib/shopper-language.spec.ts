import { shopperLanguage } from './shopper-language';

describe('shopperLanguage', () => {
  it.each([
    ['th', 'th'],
    ['th-TH', 'th'],
    ['TH-th', 'th'],
    ['en-US', 'en'],
    ['de-DE', 'en'],
    ['', 'en'],
  ])('reads %p as %p', (browser, expected) => {
    expect(shopperLanguage(browser)).toBe(expected);
  });

  it("reads the browser's own language when given none", () => {
    const spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('th-TH');
    expect(shopperLanguage()).toBe('th');
    spy.mockReturnValue('en-GB');
    expect(shopperLanguage()).toBe('en');
    spy.mockRestore();
  });
});
