import { embeddedDataRoot, portFromEnv, redactUrl } from './service-discovery';

describe('portFromEnv', () => {
  it('falls back when unset or empty', () => {
    expect(portFromEnv(undefined, 54329, 'X')).toBe(54329);
    expect(portFromEnv('', 54329, 'X')).toBe(54329);
  });

  it('accepts a port and rejects anything else by name', () => {
    expect(portFromEnv('6000', 1, 'X')).toBe(6000);
    expect(() => portFromEnv('70000', 1, 'EMBEDDED_REDIS_PORT')).toThrow('EMBEDDED_REDIS_PORT');
    expect(() => portFromEnv('abc', 1, 'X')).toThrow('got "abc"');
  });
});

describe('redactUrl', () => {
  it('hides the password only', () => {
    expect(redactUrl('postgres://postgres:s3cret@127.0.0.1:54329/sound_putter')).toBe(
      'postgres://postgres:***@127.0.0.1:54329/sound_putter',
    );
    expect(redactUrl('redis://127.0.0.1:6379')).toBe('redis://127.0.0.1:6379');
    expect(redactUrl('not a url')).toBe('(unparsable URL)');
  });
});

describe('embeddedDataRoot', () => {
  it("is the checkout's .data unless EMBEDDED_DATA_DIR says otherwise", () => {
    expect(embeddedDataRoot({}, '/repo')).toBe('/repo/.data');
    expect(embeddedDataRoot({ EMBEDDED_DATA_DIR: '/var/tmp/sp' }, '/repo')).toBe('/var/tmp/sp');
    expect(embeddedDataRoot({ EMBEDDED_DATA_DIR: 'local' }, '/repo')).toBe('/repo/local');
  });
});
