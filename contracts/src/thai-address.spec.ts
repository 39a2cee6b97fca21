import { isThailand, isThaiPostalCode, isThaiProvince, thaiProvinces } from './thai-address';

describe('Thai addresses', () => {
  it('lists the 77 provinces once each, with Thai names', () => {
    expect(thaiProvinces).toHaveLength(77);
    expect(new Set(thaiProvinces.map((p) => p.en)).size).toBe(77);
    expect(new Set(thaiProvinces.map((p) => p.th)).size).toBe(77);
    expect(thaiProvinces.find((p) => p.en === 'Bangkok')?.th).toBe('กรุงเทพมหานคร');
  });

  it.each(['10110', '10000', '50200', '96999', ' 83000 '])('takes postal code %s', (code) => {
    expect(isThaiPostalCode(code)).toBe(true);
  });

  it.each(['09999', '97000', '1011', '101100', '1011A', ''])('refuses postal code %s', (code) => {
    expect(isThaiPostalCode(code)).toBe(false);
  });

  it('knows a province by its English (any case) or Thai name', () => {
    expect(isThaiProvince(' chiang mai ')).toBe(true);
    expect(isThaiProvince('เชียงใหม่')).toBe(true);
    expect(isThaiProvince('Gotham')).toBe(false);
  });

  it('tells Thailand by the checkout country name', () => {
    expect(isThailand(' thailand ')).toBe(true);
    expect(isThailand('Japan')).toBe(false);
    expect(isThailand(undefined)).toBe(false);
  });
});
