import { RecentKeys } from './recent-keys';

describe('RecentKeys', () => {
  it('keeps the last keys added and forgets the oldest past its limit', () => {
    const keys = new RecentKeys(2);
    keys.add('a');
    keys.add('b');
    expect(keys.has('a')).toBe(true);
    keys.add('c');
    expect([keys.has('a'), keys.has('b'), keys.has('c')]).toEqual([false, true, true]);
  });

  it('counts a key added again as the newest', () => {
    const keys = new RecentKeys(2);
    keys.add('a');
    keys.add('b');
    keys.add('a');
    keys.add('c');
    expect([keys.has('a'), keys.has('b'), keys.has('c')]).toEqual([true, false, true]);
  });
});
