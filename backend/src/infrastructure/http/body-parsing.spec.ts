import { depthLimitedReviver, RefusedBodies } from './body-parsing';

const tooDeep = (text: string, limit: number) => {
  try {
    JSON.parse(text, depthLimitedReviver(limit));
    return false;
  } catch (error) {
    if (error instanceof SyntaxError) throw error;
    return true;
  }
};

describe('depthLimitedReviver', () => {
  it('counts the nesting of objects and arrays, not brackets inside strings', () => {
    expect(tooDeep('{"a":[[1]]}', 3)).toBe(false);
    expect(tooDeep('{"a":[[[1]]]}', 3)).toBe(true);
    expect(tooDeep('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
    expect(tooDeep('["a",["b",["c",["d"]]]]', 3)).toBe(true);
  });

  it('measures the deepest branch, wherever it sits among shallow ones', () => {
    expect(tooDeep('{"a":1,"b":{"c":[1,2]},"d":[[[{"e":1}]]],"f":{}}', 5)).toBe(false);
    expect(tooDeep('{"a":1,"b":{"c":[1,2]},"d":[[[{"e":{}}]]],"f":{}}', 5)).toBe(true);
  });

  it('returns the parsed body unchanged within the limit', () => {
    const text = '{"customerDetails":{"shippingAddress":{"city":"Chiang Mai"}},"lines":[{"qty":2}]}';
    expect(JSON.parse(text, depthLimitedReviver(3))).toEqual(JSON.parse(text));
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
