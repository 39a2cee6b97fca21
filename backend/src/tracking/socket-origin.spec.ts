import { parseAllowedOrigins, socketOriginAllowed } from './socket-origin';

const request = (headers: Record<string, string>) => ({ headers });

describe('socket origin check', () => {
  it('lets the shop’s own origin in by default and refuses other sites', () => {
    expect(socketOriginAllowed(request({ host: 'shop.example', origin: 'https://shop.example' }), [])).toBe(true);
    expect(socketOriginAllowed(request({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }), [])).toBe(true);
    expect(socketOriginAllowed(request({ host: 'shop.example', origin: 'https://evil.example' }), [])).toBe(false);
    expect(socketOriginAllowed(request({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' }), [])).toBe(false);
    expect(socketOriginAllowed(request({ host: 'shop.example', origin: 'null' }), [])).toBe(false);
  });

  it('takes exactly the configured origins when a list is set', () => {
    const allowed = parseAllowedOrigins(' https://shop.example , https://kiosk.shop.example/ ');
    expect(allowed).toEqual(['https://shop.example', 'https://kiosk.shop.example']);
    const from = (origin: string) => socketOriginAllowed(request({ host: 'api.internal:3000', origin }), allowed);
    expect(from('https://kiosk.shop.example')).toBe(true);
    expect(from('https://shop.example')).toBe(true);
    expect(from('http://api.internal:3000')).toBe(false);
    expect(from('https://shop.example.evil.example')).toBe(false);
  });

  it('lets programs that send no Origin through (they carry no visitor’s cookie)', () => {
    expect(socketOriginAllowed(request({ host: 'shop.example' }), [])).toBe(true);
  });
});
