import { SESSION_ID_PATTERN } from '@sound-putter/contracts';
import { getSessionId } from './session-id';

describe('getSessionId', () => {
  it('creates "sess_" plus 9 characters once, then reuses it', () => {
    const first = getSessionId();
    expect(first).toMatch(SESSION_ID_PATTERN);
    expect(localStorage.getItem('x-session-id')).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('replaces a malformed stored value', () => {
    localStorage.setItem('x-session-id', 'nonsense');
    expect(getSessionId()).toMatch(SESSION_ID_PATTERN);
  });
});
