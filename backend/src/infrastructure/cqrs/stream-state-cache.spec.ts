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

  it('follows a stream from the log: its first event, then each next one, never one it already has or a gap', () => {
    const cache = new StreamStateCache<string[]>();
    const follow = (position: number, event: string) => cache.follow('s', position, [], (state) => [...state, event]);
    follow(2, 'b');
    expect(cache.get('s')).toBeUndefined();
    follow(1, 'a');
    follow(2, 'b');
    expect(cache.get('s')).toEqual({ state: ['a', 'b'], version: 2 });
    follow(2, 'b');
    follow(4, 'd');
    expect(cache.get('s')).toEqual({ state: ['a', 'b'], version: 2 });
    follow(3, 'c');
    expect(cache.get('s')).toEqual({ state: ['a', 'b', 'c'], version: 3 });
  });
});
