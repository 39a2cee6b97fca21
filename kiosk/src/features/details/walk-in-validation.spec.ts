import { validateWalkIn, walkInBody } from './walk-in-validation';

const base = { name: 'Nok', phone: '081 234 5678', phoneCountryCode: '+66', email: '' };

describe('walk-in details', () => {
  it('needs a name and a phone of 8 to 10 digits; the e-mail is optional', () => {
    expect(validateWalkIn(base)).toEqual({});
    expect(validateWalkIn({ ...base, name: '  ', phone: '12345' })).toEqual({ name: 'name', phone: 'phone' });
    expect(validateWalkIn({ ...base, phone: '12345678901' })).toEqual({ phone: 'phone' });
  });

  it('checks an e-mail only when one is given', () => {
    expect(validateWalkIn({ ...base, email: 'nok@' })).toEqual({ email: 'email' });
    expect(validateWalkIn({ ...base, email: 'nok@example.com' })).toEqual({});
  });

  it('sends digits and leaves an empty e-mail out', () => {
    expect(walkInBody({ ...base, name: ' Nok ' })).toEqual({
      name: 'Nok',
      phone: '0812345678',
      phoneCountryCode: '+66',
    });
    expect(walkInBody({ ...base, email: ' a@b.co ' }).email).toBe('a@b.co');
  });
});
