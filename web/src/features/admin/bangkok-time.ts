import { formatThaiDateTime } from '@sound-putter/contracts';

/** A `datetime-local` value read as shop time (Bangkok, UTC+7, no daylight saving) → ISO UTC. */
export const bangkokInputToIso = (value: string): string =>
  new Date(`${value.length === 16 ? `${value}:00` : value}+07:00`).toISOString();

const englishBangkok = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A time in shop time, in the page's language. */
export const formatWhen = (iso: string, language: 'en' | 'th'): string =>
  language === 'th' ? formatThaiDateTime(iso) : englishBangkok.format(new Date(iso));
