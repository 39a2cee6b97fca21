import { COMMON_PASSWORD_MESSAGE } from '@sound-putter/contracts';
import { ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { TEST_PASSWORD } from '../../test/support/sign-in';
import { isCommonPassword, refuseCommonPassword } from './common-passwords';

describe('common passwords (OWASP ASVS 5.0 6.2.4)', () => {
  it.each(['Password1', 'password1', 'PASSWORD1', 'Ｐａｓｓｗｏｒｄ１', 'Qwerty123', 'Welcome1', 'Secret123'])(
    'knows %j, in any case or width',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each([
    ['the tests’ password', TEST_PASSWORD],
    ['the dev admin’s password', 'SoundPutter-dev-1'],
    ['the e2e password', 'Workshop-e2e-1'],
    ['a long random one', 'Tq7-vanilla-Putter-29'],
  ])('takes %s', (_who, password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('refuses a common one as a 422 on the password field, the shape of the DTO rules', () => {
    let refusal: unknown;
    try {
      refuseCommonPassword('Password1');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ValidationFailed);
    expect(refusal).toMatchObject({
      status: 422,
      code: 'validation_failed',
      details: { password: [COMMON_PASSWORD_MESSAGE] },
    });
    expect(() => refuseCommonPassword(TEST_PASSWORD)).not.toThrow();
  });
});
