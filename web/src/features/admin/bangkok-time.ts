import { formatShopTime } from '../../lib/shop-time';

/** A `datetime-local` value read as shop time (Bangkok, UTC+7, no daylight saving) → ISO UTC. */
export const bangkokInputToIso = (value: string): string =>
  new Date(`${value.length === 16 ? `${value}:00` : value}+07:00`).toISOString();

/** A time in shop time, in the page's language. */
export const formatWhen = formatShopTime;
