import { emailKey } from './email-key';

describe('emailKey: one comparison key per e-mail', () => {
  it.each([
    ['the address itself', 'sp@example.com'],
    ['fullwidth letters (NFKC)', 'ｓｐ@example.com'],
    ['a fullwidth address throughout, @ and dot included', 'ｓｐ＠ｅｘａｍｐｌｅ．ｃｏｍ'],
    ['upper case', 'SP@Example.COM'],
    ['a trailing dot on the domain', 'sp@example.com.'],
    ['upper case and a trailing dot', 'SP@EXAMPLE.COM.'],
    ['spaces around it', '  sp@example.com '],
    ['a zero-width space inside', 's\u200Bp@example.com'],
    ['a Cyrillic о in the domain', 'sp@exаmple.com'],
    ['Cyrillic ѕ and р in the name', 'ѕр@example.com'],
  ])('gives %s the key of sp@example.com', (_why, variant) => {
    expect(emailKey(variant)).toBe('sp@example.com');
  });

  it.each([
    ['a Cyrillic о for o', 'bоb@example.com', 'bob@example.com'],
    ['a small roman numeral ⅿ for m', 'ⅿax@example.com', 'max@example.com'],
    ['Greek capital Ο (lower-cased to ο) for o', 'bΟb@example.com', 'bob@example.com'],
    ['an IDN domain in Unicode and in punycode', 'sp@bücher.example', 'sp@xn--bcher-kva.example'],
    ['punycode in upper case with a trailing dot', 'sp@XN--BCHER-KVA.example.', 'sp@bücher.example'],
    ['a look-alike letter inside an IDN domain', 'sp@xn--exmple-4nf.com', 'sp@example.com'],
    ['a composed and a decomposed é', 'jos\u00e9@example.com', 'jose\u0301@example.com'],
  ])('lets %s compare equal', (_why, a, b) => {
    expect(emailKey(a)).toBe(emailKey(b));
  });

  it('writes an IDN domain in its ASCII (punycode) form', () => {
    expect(emailKey('SP@Bücher.Example')).toBe('sp@xn--bcher-kva.example');
  });

  it.each([
    ['another name', 'sp@example.com', 'sq@example.com'],
    ['another domain', 'sp@example.com', 'sp@example.co'],
    ['m and rn (both ASCII: two real mailboxes)', 'm@example.com', 'rn@example.com'],
    ['l and 1', 'janl@example.com', 'jan1@example.com'],
    ['o and 0', 'bobo@example.com', 'bob0@example.com'],
    ['a dot in the name (no provider rules)', 'a.b@example.com', 'ab@example.com'],
    ['a plus tag', 'sp+shop@example.com', 'sp@example.com'],
    ['ü and u in an IDN domain', 'sp@bücher.example', 'sp@bucher.example'],
    ['é and e', 'josé@example.com', 'jose@example.com'],
    ['ß and ss', 'straße@example.com', 'strasse@example.com'],
    ['two Thai names', 'สมชาย@example.com', 'สมหญิง@example.com'],
  ])('keeps addresses with %s apart', (_why, a, b) => {
    expect(emailKey(a)).not.toBe(emailKey(b));
  });

  // The migration that added keys computes them in SQL for these: lower case, without the trailing dot.
  it.each([
    'Somchai.J@Example.co.th',
    'a!#$%&*+/=?^_`{|}~-b@mail-1.example.COM.',
    'x@y.z',
    "o'neil@sub.do-main.example",
    'UPPER@CASE.ORG',
  ])('keys the plain ASCII address %j as the migration does', (address) => {
    expect(emailKey(address)).toBe(address.replace(/\.$/, '').toLowerCase());
  });
});
