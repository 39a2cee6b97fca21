const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

/** Asia/Bangkok is UTC+7 all year (no daylight saving since 1920). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The Thai solar calendar counts years from 543 BCE. */
const BUDDHIST_ERA_OFFSET = 543;

const twoDigits = (n: number) => n.toString().padStart(2, '0');

/**
 * A Thai long date with time (Asia/Bangkok) from an ISO UTC string, e.g. "22 พฤศจิกายน 2569 เวลา 11:25",
 * as Intl writes it, without loading Intl's Thai data (README, "Formatting without Intl").
 */
export const formatThaiDateTime = (iso: string): string => {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return intlThaiDateTime(iso);
  const local = new Date(time + BANGKOK_OFFSET_MS);
  const year = local.getUTCFullYear() + BUDDHIST_ERA_OFFSET;
  return `${local.getUTCDate()} ${THAI_MONTHS[local.getUTCMonth()]} ${year} เวลา ${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
};

/** The Intl formatting this replaces: the reference of the tests, and the answer for input it cannot read. */
export const intlThaiDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('th-TH', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
