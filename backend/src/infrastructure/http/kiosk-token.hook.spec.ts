import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../cqrs/domain-error';
import { kioskTokenHook } from './kiosk-token.hook';

const TOKEN = 'a-kiosk-token-of-enough-length-42';

const run = (configured: string | undefined, headers: Record<string, string>) => {
  const req = { headers } as unknown as FastifyRequest;
  let error: Error | undefined;
  kioskTokenHook(configured)(req, {} as FastifyReply, (err) => {
    error = err;
  });
  return { kiosk: req.kiosk, error: error as DomainError | undefined };
};

describe('kioskTokenHook', () => {
  it('marks a request with the configured token as the kiosk', () => {
    expect(run(TOKEN, { 'x-kiosk-token': TOKEN })).toEqual({ kiosk: true, error: undefined });
  });

  it('leaves a request without any kiosk claim as web', () => {
    expect(run(TOKEN, {})).toEqual({ kiosk: false, error: undefined });
    expect(run(undefined, {})).toEqual({ kiosk: false, error: undefined });
  });

  it.each([
    ['a wrong token', TOKEN, { 'x-kiosk-token': `${TOKEN}!` }, 'The kiosk device token is wrong.'],
    ['an empty token', TOKEN, { 'x-kiosk-token': '' }, 'Kiosk requests must carry the kiosk device token.'],
    [
      'the channel header alone',
      TOKEN,
      { 'x-client-channel': 'kiosk' },
      'Kiosk requests must carry the kiosk device token.',
    ],
    [
      'a token on a shop with no KIOSK_TOKEN',
      undefined,
      { 'x-kiosk-token': TOKEN },
      'This shop accepts no kiosk: its KIOSK_TOKEN is not set.',
    ],
  ])('refuses %s with 401 invalid_kiosk_token', (_case, configured, headers, message) => {
    const { kiosk, error } = run(configured, headers);
    expect(kiosk).toBe(false);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'invalid_kiosk_token', status: 401, message });
  });
});
