import {
  isValidBranchNumber,
  isValidThaiTaxId,
  normalizeThaiTaxId,
  taxInvoiceBuyerProblems,
  thaiTaxIdCheckDigit,
  thaiTaxIdProblem,
} from './thai-tax-id';

describe('Thai tax id', () => {
  // 0105536092641 and 0107537000254 are the shapes of juristic-person tax ids (0 + registration number) with their
  // check digits; 3100600445635 a made-up personal id with its check digit.
  it.each(['0105536092641', '0107537000254', '3100600445635', '0-1055-36092-64-1', ' 0105536092641 '])(
    'accepts %p',
    (id) => {
      expect(thaiTaxIdProblem(id)).toBeNull();
      expect(isValidThaiTaxId(id)).toBe(true);
    },
  );

  it.each([
    ['0105536092642', 'check_digit'],
    ['0105536092640', 'check_digit'],
    ['1234567890123', 'check_digit'],
    ['010553609264', 'length'],
    ['01055360926411', 'length'],
    ['', 'length'],
    ['01055360926a1', 'digits'],
    ['０１０５５３６０９２６４１', 'digits'],
  ])('refuses %p (%s)', (id, problem) => {
    expect(thaiTaxIdProblem(id)).toBe(problem);
    expect(isValidThaiTaxId(id)).toBe(false);
  });

  it('computes the check digit by the published weights 13…2, mod 11', () => {
    // 0·13+1·12+0·11+5·10+5·9+3·8+6·7+0·6+9·5+2·4+6·3+4·2 = 252; 252 mod 11 = 10; 11 − 10 = 1.
    expect(thaiTaxIdCheckDigit('010553609264')).toBe(1);
    // A remainder of 0 or 1 gives 11 or 10, written as its last digit.
    expect(thaiTaxIdCheckDigit('000000000000')).toBe(1);
    expect(thaiTaxIdCheckDigit('000000000006')).toBe(0);
    expect(thaiTaxIdCheckDigit('100000000002')).toBe(5);
  });

  it('normalizes spaces and dashes and checks branch numbers', () => {
    expect(normalizeThaiTaxId('0 1055-36092 641')).toBe('0105536092641');
    expect(isValidBranchNumber('00000')).toBe(true);
    expect(isValidBranchNumber('00012')).toBe(true);
    expect(isValidBranchNumber('12')).toBe(false);
    expect(isValidBranchNumber('0001a')).toBe(false);
  });

  it("names each buyer field's problem as the API does, and nothing for a good buyer", () => {
    const good = {
      name: 'Siam Golf Co., Ltd.',
      address: '1 Sukhumvit, Bangkok 10110',
      taxId: '0-1055-36092-64-1',
      branch: '00000',
    };
    expect(taxInvoiceBuyerProblems(good)).toEqual({});
    expect(taxInvoiceBuyerProblems({ name: ' ', address: '', taxId: '0105536092642', branch: '1' })).toEqual({
      name: 'Name is required',
      address: 'Address is required',
      taxId: 'Tax ID is not valid (check digit)',
      branch: 'Branch must be 00000 (head office) or a 5-digit branch number',
    });
    expect(taxInvoiceBuyerProblems({ ...good, taxId: '010553609264' }).taxId).toBe('Tax ID must be 13 digits');
    expect(taxInvoiceBuyerProblems({ ...good, taxId: '01055360926x1' }).taxId).toBe('Tax ID must be 13 digits');
  });
});
