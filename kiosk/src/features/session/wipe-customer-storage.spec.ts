import { SESSION_ID_PATTERN } from '@sound-putter/contracts';
import { DEVICE_TOKEN_KEY } from '../device/device-token';
import { wipeCustomerStorage } from './wipe-customer-storage';

describe('wipeCustomerStorage', () => {
  it('forgets everything of the customer but keeps the device token, with a new session id', () => {
    localStorage.setItem(DEVICE_TOKEN_KEY, 'device-token-stays');
    localStorage.setItem('x-session-id', 'sess_oldoldold');
    localStorage.setItem('anything-else', 'customer data');
    sessionStorage.setItem('draft', 'Somchai');

    const fresh = wipeCustomerStorage();

    expect(fresh).toMatch(SESSION_ID_PATTERN);
    expect(fresh).not.toBe('sess_oldoldold');
    expect({ ...localStorage }).toEqual({ [DEVICE_TOKEN_KEY]: 'device-token-stays', 'x-session-id': fresh });
    expect(sessionStorage.length).toBe(0);
  });
});
