import type { Texts } from './i18n';
import type { Shipment } from './orders';

/** The carriers staff can ship with; `other` needs its own tracking page URL. */
export const carriers = ['thailand_post_ems', 'thailand_post_registered', 'kerry', 'flash', 'jt', 'other'] as const;
export type Carrier = (typeof carriers)[number];

export const isCarrier = (value: unknown): value is Carrier => carriers.includes(value as Carrier);

/** The statuses a carrier-tracking webhook may report; only `delivered` changes the order. */
export const carrierEventTypes = ['in_transit', 'out_for_delivery', 'delivered', 'failed_attempt'] as const;

export const carrierNames: Record<Carrier, Texts<string>> = {
  thailand_post_ems: { en: 'Thailand Post EMS', th: 'ไปรษณีย์ไทย EMS' },
  thailand_post_registered: { en: 'Thailand Post registered', th: 'ไปรษณีย์ไทย ลงทะเบียน' },
  kerry: { en: 'Kerry Express', th: 'Kerry Express' },
  flash: { en: 'Flash Express', th: 'Flash Express' },
  jt: { en: 'J&T Express', th: 'J&T Express' },
  other: { en: 'Other carrier', th: 'ขนส่งอื่น' },
};

/** Each carrier's public tracking page; the number is appended URL-encoded. Constants, not configuration. */
const trackingPages: Record<Exclude<Carrier, 'other'>, string> = {
  thailand_post_ems: 'https://track.thailandpost.co.th/?trackNumber=',
  thailand_post_registered: 'https://track.thailandpost.co.th/?trackNumber=',
  kerry: 'https://th.kerryexpress.com/th/track/?track=',
  flash: 'https://www.flashexpress.co.th/fle/tracking?se=',
  jt: 'https://www.jtexpress.co.th/service/track?billcode=',
};

/** Spaces and dashes dropped, upper case: how staff may type a number off a label. */
export const normalizeTrackingNumber = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** UPU S10 check digit of an 8-digit serial: 11 − (weighted sum mod 11), where 10 becomes 0 and 11 becomes 5. */
export const s10CheckDigit = (serial: string): number => {
  const sum = S10_WEIGHTS.reduce((total, weight, i) => total + weight * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
};

const S10_SHAPE = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;

/** A UPU S10 identifier (two letters, 8 digits, check digit, country) whose check digit is right. */
export const isValidS10 = (value: string): boolean => {
  const match = S10_SHAPE.exec(value);
  return match !== null && s10CheckDigit(match[2]!) === Number(match[3]);
};

/** Why a Thailand Post number is refused, or null: S10, issued in Thailand, EMS (E…) or registered (R…). */
const thailandPostProblem = (number: string, service: 'E' | 'R', name: string): string | null => {
  const match = S10_SHAPE.exec(number);
  if (!match || match[4] !== 'TH' || !match[1]!.startsWith(service))
    return `${name} numbers are 2 letters starting with ${service}, 9 digits and TH, e.g. ${service}X123456785TH`;
  if (!isValidS10(number)) return `${name} number ${number} has a wrong check digit; please check it against the label`;
  return null;
};

const shapes: Record<'kerry' | 'flash' | 'jt' | 'other', { pattern: RegExp; message: string }> = {
  kerry: { pattern: /^[A-Z0-9]{10,15}$/, message: 'Kerry Express numbers are 10 to 15 letters and digits' },
  flash: {
    pattern: /^TH[A-Z0-9]{10,13}$/,
    message: 'Flash Express numbers are TH followed by 10 to 13 letters and digits',
  },
  jt: { pattern: /^\d{12}$/, message: 'J&T Express numbers are 12 digits' },
  other: { pattern: /^[A-Z0-9]{4,40}$/, message: 'Tracking numbers are 4 to 40 letters and digits' },
};

/** Why a (normalized) tracking number is not one this carrier issues, or null when it fits. */
export const trackingNumberProblem = (carrier: Carrier, number: string): string | null => {
  if (number === '') return 'Tracking number is required';
  if (carrier === 'thailand_post_ems') return thailandPostProblem(number, 'E', 'Thailand Post EMS');
  if (carrier === 'thailand_post_registered') return thailandPostProblem(number, 'R', 'Thailand Post registered');
  const shape = shapes[carrier];
  return shape.pattern.test(number) ? null : shape.message;
};

/** Why an `other` carrier's tracking page is refused, or null: it must be an https URL. */
export const trackingUrlProblem = (url: string | undefined): string | null => {
  if (!url) return 'Tracking page URL is required for another carrier';
  try {
    return new URL(url).protocol === 'https:' ? null : 'Tracking page URL must start with https://';
  } catch {
    return 'Tracking page URL must start with https://';
  }
};

/** The tracking link shown to the customer: the carrier's page for the number, or the URL staff gave for `other`. */
export const trackingUrlOf = (carrier: Carrier, number: string, otherUrl?: string): string =>
  carrier === 'other' ? (otherUrl ?? '') : `${trackingPages[carrier]}${encodeURIComponent(number)}`;

/**
 * The shipment staff asked for, normalized, or the per-field problems (`carrier`, `trackingNumber`, `trackingUrl`).
 */
export const shipmentOf = (input: {
  carrier?: unknown;
  trackingNumber?: unknown;
  trackingUrl?: unknown;
}): { shipment: Shipment } | { problems: Record<string, string[]> } => {
  if (!isCarrier(input.carrier)) return { problems: { carrier: [`Carrier must be one of ${carriers.join(', ')}`] } };
  const carrier = input.carrier;
  const number = normalizeTrackingNumber(typeof input.trackingNumber === 'string' ? input.trackingNumber : '');
  const problems: Record<string, string[]> = {};
  const numberProblem = trackingNumberProblem(carrier, number);
  if (numberProblem) problems.trackingNumber = [numberProblem];
  const url = typeof input.trackingUrl === 'string' ? input.trackingUrl.trim() : undefined;
  const urlProblem = carrier === 'other' ? trackingUrlProblem(url) : null;
  if (urlProblem) problems.trackingUrl = [urlProblem];
  if (Object.keys(problems).length > 0) return { problems };
  return { shipment: { carrier, trackingNumber: number, trackingUrl: trackingUrlOf(carrier, number, url) } };
};
