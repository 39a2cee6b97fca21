/**
 * A Thai 13-digit tax identification number (a company's, or a person's national id number, which is their tax id):
 * twelve digits and a check digit, (11 − Σ dᵢ × (14 − i) mod 11) mod 10 for i = 1…12 (the Revenue Department's and
 * the Department of Provincial Administration's published rule).
 */
export const THAI_TAX_ID_LENGTH = 13;

export type ThaiTaxIdProblem = 'length' | 'digits' | 'check_digit';

/** Spaces and dashes people write between digit groups ("0-1055-12345-67-8") are dropped. */
export const normalizeThaiTaxId = (input: string): string => input.replace(/[\s-]/g, '');

export const thaiTaxIdCheckDigit = (firstTwelve: string): number => {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(firstTwelve[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
};

/** Null when the (normalized) id is valid, else what is wrong with it. */
export const thaiTaxIdProblem = (input: string): ThaiTaxIdProblem | null => {
  const id = normalizeThaiTaxId(input);
  if (!/^\d*$/.test(id)) return 'digits';
  if (id.length !== THAI_TAX_ID_LENGTH) return 'length';
  return thaiTaxIdCheckDigit(id) === Number(id[12]) ? null : 'check_digit';
};

export const isValidThaiTaxId = (input: string): boolean => thaiTaxIdProblem(input) === null;

/** Head office is branch "00000"; a branch is its five-digit number (Revenue Department notification on tax invoices). */
export const HEAD_OFFICE_BRANCH = '00000';
export const isValidBranchNumber = (branch: string): boolean => /^\d{5}$/.test(branch);
