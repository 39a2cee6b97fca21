import type { RequestTaxInvoiceDto } from './dto/invoicing.dto';
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

/** What each buyer field says when it is wrong: the API's DTO and the shop's forms use these words. */
export const taxInvoiceBuyerMessages = {
  name: 'Name is required',
  address: 'Address is required',
  taxId: {
    length: 'Tax ID must be 13 digits',
    digits: 'Tax ID must be 13 digits',
    check_digit: 'Tax ID is not valid (check digit)',
  } satisfies Record<ThaiTaxIdProblem, string>,
  branch: 'Branch must be 00000 (head office) or a 5-digit branch number',
} as const;

/** Each field's problem, by the server's rules (the form checks before it sends); empty when all are good. */
export const taxInvoiceBuyerProblems = (
  buyer: RequestTaxInvoiceDto,
): Partial<Record<keyof RequestTaxInvoiceDto, string>> => {
  const problems: Partial<Record<keyof RequestTaxInvoiceDto, string>> = {};
  if (buyer.name.trim() === '') problems.name = taxInvoiceBuyerMessages.name;
  if (buyer.address.trim() === '') problems.address = taxInvoiceBuyerMessages.address;
  const taxId = thaiTaxIdProblem(buyer.taxId);
  if (taxId) problems.taxId = taxInvoiceBuyerMessages.taxId[taxId];
  if (!isValidBranchNumber(buyer.branch)) problems.branch = taxInvoiceBuyerMessages.branch;
  return problems;
};
