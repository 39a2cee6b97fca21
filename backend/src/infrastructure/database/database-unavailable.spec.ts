import { isDatabaseUnavailable } from './database-unavailable';

const pgError = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for the server shutting down, starting up or out of connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) {
      expect(isDatabaseUnavailable(pgError(code))).toBe(true);
    }
  });

  it('is true for connections refused, timed out or cut', () => {
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED 10.0.0.2:5432'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ENOTFOUND', 'getaddrinfo ENOTFOUND postgres'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), pgError('ETIMEDOUT')]))).toBe(true);
  });

  it('is false for errors that are the request or the code, which stay 4xx or 500', () => {
    for (const code of ['23505', '22P02', '42P01', '40001']) expect(isDatabaseUnavailable(pgError(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED'), new Error('bug')]))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
