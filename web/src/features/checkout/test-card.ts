export interface CardFields {
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

export const parseExpiry = (expiry: string): { month: number; year: number } | null => {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
};

/** Shape checks only; whether the card pays is the gateway's answer. */
export const validateCard = (card: CardFields, now = new Date()): CardErrors => {
  const errors: CardErrors = {};
  const digits = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'Card number is invalid';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = 'Expiry must be MM/YY';
  else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1))
    errors.expiry = 'Card has expired';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'CVC must be 3 or 4 digits';
  return errors;
};
