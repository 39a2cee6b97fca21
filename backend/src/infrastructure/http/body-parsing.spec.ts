import { jsonNestingExceeds, RefusedBodies } from './body-parsing';

describe('jsonNestingExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestingExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonNestingExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonNestingExceeds('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('tells an escaped quote from one after an escaped backslash', () => {
    // "x\\" ends the string; the brackets after it count.
    expect(jsonNestingExceeds('{"a":"x\\\\","b":[[[1]]]}', 3)).toBe(true);
    // "x\\\"[[[[" : the quote is escaped, the brackets are inside the string.
    expect(jsonNestingExceeds('{"a":"x\\\\\\"[[[[[[","b":1}', 3)).toBe(false);
    expect(jsonNestingExceeds('["a",["b",["c",["d"]]]]', 3)).toBe(true);
  });

  it('takes an unterminated string as not too deep (the JSON parser refuses it)', () => {
    expect(jsonNestingExceeds('{"a":"[[[[[[[[[[[[', 3)).toBe(false);
  });

  it('scans a long string without a step per character, and still finds the nesting after it', () => {
    const long = `{"blob":"${'y'.repeat(250_000)}","x":[[[[1]]]]}`;
    expect(jsonNestingExceeds(long, 4)).toBe(true);
    expect(jsonNestingExceeds(long, 5)).toBe(false);
  });
});

describe('RefusedBodies', () => {
  const slowdown = { free: 2, windowMs: 10_000, delayMs: 1_000 };

  it('answers the first refusals of an address at once and holds the rest of its window', () => {
    const refused = new RefusedBodies(slowdown);
    expect([0, 1, 2, 3].map((i) => refused.delayFor('10.0.0.1', i))).toEqual([0, 0, 1_000, 1_000]);
    // Another address has its own count.
    expect(refused.delayFor('10.0.0.2', 5)).toBe(0);
  });

  it('starts afresh when the window has passed', () => {
    const refused = new RefusedBodies(slowdown);
    for (let i = 0; i < 3; i++) refused.delayFor('10.0.0.1', 0);
    expect(refused.delayFor('10.0.0.1', 9_999)).toBe(1_000);
    expect(refused.delayFor('10.0.0.1', 10_000)).toBe(0);
  });

  it('never holds anything when the delay is 0', () => {
    const refused = new RefusedBodies({ ...slowdown, delayMs: 0 });
    expect([0, 1, 2, 3, 4].map((i) => refused.delayFor('10.0.0.1', i))).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps a bounded table, forgetting the oldest address first', () => {
    const refused = new RefusedBodies(slowdown, 2);
    for (let i = 0; i < 3; i++) refused.delayFor('a', 0);
    refused.delayFor('b', 0);
    refused.delayFor('c', 0);
    // 'a' was dropped to make room for 'c': it starts a new window.
    expect(refused.delayFor('a', 1)).toBe(0);
  });
});
