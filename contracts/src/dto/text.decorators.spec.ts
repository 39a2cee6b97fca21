import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { GraphemesAtMost, NotBlank, TextAtMost, Trimmed } from './text.decorators';

class NameForm {
  @Trimmed()
  @NotBlank({ message: 'Name is required' })
  name!: unknown;
}

class CityForm {
  @TextAtMost(5)
  city!: unknown;
}

class GiftForm {
  @GraphemesAtMost(3, 'At most 3 characters')
  gift!: unknown;
}

/** Each rule `gift` broke, by name, with its message. */
const giftProblems = (gift: unknown) =>
  validateSync(plainToInstance(GiftForm, { gift })).flatMap((e) => Object.entries(e.constraints ?? {}));

/** Each rule `city` broke, by name, with its message. */
const cityProblems = (city: unknown) =>
  validateSync(plainToInstance(CityForm, { city })).flatMap((e) => Object.entries(e.constraints ?? {}));

const received = (name: unknown) => plainToInstance(NameForm, { name });
const problems = (name: unknown) => validateSync(received(name)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('text decorators of the request bodies', () => {
  it('receive a name without the spaces and invisible characters around it', () => {
    expect(received('\u200B  Somchai Jaidee \uFEFF').name).toBe('Somchai Jaidee');
    expect(problems('\u200B  Somchai Jaidee \uFEFF')).toEqual([]);
  });

  it('refuse a name that is blank to a reader, with the message given', () => {
    for (const blank of ['', '   ', '\u200B\u200D\u2060', '\u3000\t'])
      expect(problems(blank)).toEqual(['Name is required']);
  });

  it('leave a value that is not text as it came, to be refused as missing', () => {
    expect(received(42).name).toBe(42);
    expect(received(['Somchai']).name).toEqual(['Somchai']);
    expect(problems(42)).toEqual(['Name is required']);
    expect(problems(undefined)).toEqual(['Name is required']);
  });

  it('name the rule it broke', () => {
    const [error] = validateSync(received(' '));
    expect(Object.keys(error.constraints ?? {})).toEqual(['notBlank']);
  });

  it('refuse text longer than the limit, as the length rule with its limit in the message', () => {
    expect(cityProblems('Krabi!')).toEqual([['maxLength', 'city must be shorter than or equal to 5 characters']]);
    expect(cityProblems('Krabi')).toEqual([]);
    expect(cityProblems('')).toEqual([]);
  });

  it("leave a value that is not text to the field's own rule: no length message for it", () => {
    expect(cityProblems(123456)).toEqual([]);
    expect(cityProblems(undefined)).toEqual([]);
    expect(cityProblems(['Bangkok, Thailand'])).toEqual([]);
  });

  it('count a gift message as a person does: a Thai mark or an emoji family is one character', () => {
    // 'กี่' is 3 code points and one character; the family emoji is 5 code points (8 UTF-16 units) and one character.
    expect(giftProblems('กี่👨‍👩‍👧a')).toEqual([]);
    expect(giftProblems('abc')).toEqual([]);
    expect(giftProblems('กี่👨‍👩‍👧ab')).toEqual([['graphemesAtMost', 'At most 3 characters']]);
    expect(giftProblems('abcd')).toEqual([['graphemesAtMost', 'At most 3 characters']]);
    // Not text: left to the field's own type rule.
    expect(giftProblems(12345)).toEqual([]);
    expect(giftProblems(undefined)).toEqual([]);
  });
});
