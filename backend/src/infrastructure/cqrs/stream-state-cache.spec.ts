import { StreamStateCache } from './stream-state-cache';

describe('StreamStateCache', () => {
  it('keeps the most recently used streams within its limit', () => {
    const cache = new StreamStateCache<string>(2);
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toEqual({ state: 'A', version: 1 });
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe('A');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
