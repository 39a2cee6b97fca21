/**
 * The PromptPay QR payload: EMVCo's merchant-presented QR (EMV QRCPS) with the Bank of Thailand's PromptPay
 * merchant account template (tag 29, AID A000000677010111). Every field is `ID LL VALUE` (two-digit id, two-digit
 * length); the payload ends with tag 63, the CRC16-CCITT (poly 0x1021, initial 0xFFFF) of everything before it,
 * including "6304". Amounts are written from satang with integer arithmetic, never through a float.
 */

const PROMPTPAY_AID = 'A000000677010111';

/** CRC16-CCITT (the "FALSE" variant EMVCo uses): polynomial 0x1021, initial value 0xFFFF, no reflection. */
export const crc16ccitt = (text: string): number => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
};

const field = (id: string, value: string): string => {
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** "1234.50" from 123450 satang. */
export const amountText = (satang: number): string => {
  if (!Number.isSafeInteger(satang) || satang <= 0)
    throw new Error('A PromptPay amount is a positive whole number of satang');
  return `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
};

/** The PromptPay id's sub-tag and value: a phone as 0066 and its 9 digits, a 13-digit national/tax id, a 15-digit e-wallet id. */
export const promptPayTarget = (id: string): { tag: '01' | '02' | '03'; value: string } => {
  const digits = id.replace(/[^0-9]/g, '');
  if (digits.length === 15) return { tag: '03', value: digits };
  if (digits.length === 13) return { tag: '02', value: digits };
  if (/^0\d{9}$/.test(digits)) return { tag: '01', value: `0066${digits.slice(1)}` };
  throw new Error('A PromptPay id is a Thai mobile number (0XXXXXXXXX), a 13-digit id or a 15-digit e-wallet id');
};

export const isPromptPayId = (id: string): boolean => {
  try {
    promptPayTarget(id);
    return true;
  } catch {
    return false;
  }
};

export interface PromptPayPayloadInput {
  promptPayId: string;
  amountSatang: number;
  /** Tag 62's reference label (sub-tag 05), up to 25 letters/digits: which QR a transfer paid. */
  reference?: string;
}

export const buildPromptPayPayload = ({ promptPayId, amountSatang, reference }: PromptPayPayloadInput): string => {
  const target = promptPayTarget(promptPayId);
  if (reference !== undefined && !/^[0-9A-Za-z]{1,25}$/.test(reference))
    throw new Error('A PromptPay reference is 1-25 letters or digits');
  const body = [
    field('00', '01'),
    field('01', '12'), // dynamic: one payment of this amount
    field('29', field('00', PROMPTPAY_AID) + field(target.tag, target.value)),
    field('58', 'TH'),
    field('53', '764'),
    field('54', amountText(amountSatang)),
    reference ? field('62', field('05', reference)) : '',
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16ccitt(withCrcTag).toString(16).toUpperCase().padStart(4, '0');
};

export interface ParsedPromptPayPayload {
  /** The merchant account's value as written (0066... for a phone). */
  target: string;
  amountSatang: number;
  reference: string | null;
}

const readFields = (text: string): Map<string, string> | null => {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length)
      return null;
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

/** Reads a PromptPay payload back, or null when it is not one (wrong shape, checksum, currency or amount). */
export const parsePromptPayPayload = (payload: string): ParsedPromptPayPayload | null => {
  if (payload.length < 8 || payload.length > 512) return null;
  const crc = payload.slice(-4);
  const signed = payload.slice(0, -4);
  if (!signed.endsWith('6304') || crc16ccitt(signed).toString(16).toUpperCase().padStart(4, '0') !== crc) return null;
  const fields = readFields(payload);
  if (!fields || fields.get('00') !== '01' || fields.get('53') !== '764' || fields.get('58') !== 'TH') return null;
  const account = readFields(fields.get('29') ?? '');
  if (!account || account.get('00') !== PROMPTPAY_AID) return null;
  const target = account.get('01') ?? account.get('02') ?? account.get('03');
  const amount = /^(\d{1,13})\.(\d{2})$/.exec(fields.get('54') ?? '');
  if (!target || !amount) return null;
  const additional = readFields(fields.get('62') ?? '');
  return {
    target,
    amountSatang: Number(amount[1]) * 100 + Number(amount[2]),
    reference: additional?.get('05') ?? null,
  };
};
