import { formatTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [4.9, '0:04'],
    [65, '1:05'],
    [600, '10:00'],
    [NaN, '0:00'],
    [Infinity, '0:00'],
    [-3, '0:00'],
  ])('%p s reads %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});
