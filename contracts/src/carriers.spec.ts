import {
  isValidS10,
  normalizeTrackingNumber,
  s10CheckDigit,
  shipmentOf,
  trackingNumberProblem,
  trackingUrlOf,
  trackingUrlProblem,
} from './carriers';

describe('UPU S10 check digit', () => {
  it.each([
    ['12345678', 5], // 11 − 204 mod 11 = 5
    ['00071761', 8],
    ['00071758', 1],
    ['96633102', 0], // 11 − 1 = 10 → 0
    ['00071759', 5], // 11 − 0 = 11 → 5
    ['76129403', 8],
  ])('serial %s has check digit %d', (serial, digit) => {
    expect(s10CheckDigit(serial)).toBe(digit);
  });

  it('accepts a right check digit and refuses a wrong one or a wrong shape', () => {
    expect(isValidS10('EB000717595HK')).toBe(true);
    expect(isValidS10('EB000717594HK')).toBe(false);
    expect(isValidS10('EB00071759HK')).toBe(false);
    expect(isValidS10('1B000717595HK')).toBe(false);
  });
});

describe('tracking numbers of each carrier', () => {
  it.each([
    ['thailand_post_ems', 'EX123456785TH'],
    ['thailand_post_ems', 'EB000717595TH'],
    ['thailand_post_registered', 'RB000717618TH'],
    ['kerry', 'SHP4000123456'],
    ['kerry', 'KERD1234567890'],
    ['flash', 'TH01234567890A'],
    ['flash', 'TH0123456789'],
    ['jt', '820012345678'],
    ['other', 'ABC123456'],
  ] as const)('%s accepts %s', (carrier, number) => {
    expect(trackingNumberProblem(carrier, number)).toBeNull();
  });

  it.each([
    ['thailand_post_ems', 'EX123456784TH', 'Thailand Post EMS number EX123456784TH has a wrong check digit'],
    ['thailand_post_ems', 'RB000717618TH', 'Thailand Post EMS numbers are 2 letters starting with E'],
    ['thailand_post_ems', 'EB000717595HK', 'Thailand Post EMS numbers are 2 letters starting with E, 9 digits and TH'],
    ['thailand_post_ems', 'EX12345678TH', 'Thailand Post EMS numbers are'],
    ['thailand_post_registered', 'RB000717617TH', 'wrong check digit'],
    ['thailand_post_registered', 'EX123456785TH', 'starting with R'],
    ['kerry', 'SHP12', 'Kerry Express numbers are 10 to 15 letters and digits'],
    ['kerry', 'SHP4000123456789X', 'Kerry Express numbers are 10 to 15'],
    ['flash', '01234567890A', 'Flash Express numbers are TH followed by 10 to 13 letters and digits'],
    ['flash', 'TH012345', 'Flash Express numbers are TH'],
    ['jt', '82001234567', 'J&T Express numbers are 12 digits'],
    ['jt', '82001234567A', 'J&T Express numbers are 12 digits'],
    ['other', 'AB1', 'Tracking numbers are 4 to 40 letters and digits'],
    ['other', 'AB1/23', 'Tracking numbers are 4 to 40'],
    ['kerry', '', 'Tracking number is required'],
  ] as const)('%s refuses %s: %s', (carrier, number, message) => {
    expect(trackingNumberProblem(carrier, number)).toContain(message);
  });

  it('normalizes what staff type off a label: spaces, dashes, lower case', () => {
    expect(normalizeTrackingNumber(' ex 1234-5678 5th ')).toBe('EX123456785TH');
  });
});

describe('tracking links', () => {
  it("link to the carrier's page, or the URL given for another carrier", () => {
    expect(trackingUrlOf('thailand_post_ems', 'EX123456785TH')).toBe(
      'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
    );
    expect(trackingUrlOf('jt', '820012345678')).toContain('820012345678');
    expect(trackingUrlOf('other', 'ABC123', 'https://carrier.example/t/ABC123')).toBe(
      'https://carrier.example/t/ABC123',
    );
  });

  it('needs an https URL for another carrier', () => {
    expect(trackingUrlProblem(undefined)).toBe('Tracking page URL is required for another carrier');
    expect(trackingUrlProblem('http://carrier.example/t')).toBe('Tracking page URL must start with https://');
    expect(trackingUrlProblem('not a url')).toBe('Tracking page URL must start with https://');
    expect(trackingUrlProblem('https://carrier.example/t')).toBeNull();
  });
});

describe('shipmentOf', () => {
  it('normalizes a good shipment and links it', () => {
    expect(shipmentOf({ carrier: 'thailand_post_ems', trackingNumber: 'ex123456785th' })).toEqual({
      shipment: {
        carrier: 'thailand_post_ems',
        trackingNumber: 'EX123456785TH',
        trackingUrl: 'https://track.thailandpost.co.th/?trackNumber=EX123456785TH',
      },
    });
  });

  it('names every field that is wrong', () => {
    expect(shipmentOf({ carrier: 'dhl', trackingNumber: 'X' })).toEqual({
      problems: {
        carrier: ['Carrier must be one of thailand_post_ems, thailand_post_registered, kerry, flash, jt, other'],
      },
    });
    expect(shipmentOf({ carrier: 'other', trackingNumber: 42 })).toEqual({
      problems: {
        trackingNumber: ['Tracking number is required'],
        trackingUrl: ['Tracking page URL is required for another carrier'],
      },
    });
    expect(shipmentOf({ carrier: 'other', trackingNumber: 'ABCD1', trackingUrl: ' https://c.example/t ' })).toEqual({
      shipment: { carrier: 'other', trackingNumber: 'ABCD1', trackingUrl: 'https://c.example/t' },
    });
  });
});
