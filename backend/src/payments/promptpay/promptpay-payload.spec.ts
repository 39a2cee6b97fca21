import fc from 'fast-check';
// The maintained library is the reference the shop's own encoder is checked against.
import generatePayload from 'promptpay-qr';
import {
  amountText,
  buildPromptPayPayload,
  crc16ccitt,
  parsePromptPayPayload,
  promptPayTarget,
} from './promptpay-payload';

const runs = Number(process.env.FAST_CHECK_RUNS ?? 2000);
// A fixed seed, as the other property tests: the same cases in every run, so CI cannot pass or fail by luck.
const seed = Number(process.env.FAST_CHECK_SEED ?? 20261126);
// Printed so a failure can be replayed: FAST_CHECK_SEED=<seed> npx jest promptpay-payload --selectProjects unit
console.log(`promptpay property tests: ${runs} runs, seed ${seed}`);

const phone = fc.stringMatching(/^0[689]\d{8}$/);
const nationalId = fc.stringMatching(/^\d{13}$/);
const eWallet = fc.stringMatching(/^\d{15}$/);
const promptPayId = fc.oneof(phone, nationalId, eWallet);
// Up to Stripe's largest payment, ฿999,999.99.
const satang = fc.integer({ min: 1, max: 99_999_999 });

describe('PromptPay payload', () => {
  it("matches the CRC16-CCITT check value of the standard's test string (0x29B1 for 123456789)", () => {
    expect(crc16ccitt('123456789')).toBe(0x29b1);
  });

  it('matches the library for a known phone number and amount', () => {
    const expected = generatePayload('0812345678', { amount: 4999.5 });
    expect(buildPromptPayPayload({ promptPayId: '081-234-5678', amountSatang: 499_950 })).toBe(expected);
    expect(expected).toMatch(/^000201010212293700.*5802TH530376454074999\.506304[0-9A-F]{4}$/);
  });

  it('writes every amount in satang exactly, the same as the library, with a checksum that verifies', () => {
    fc.assert(
      fc.property(promptPayId, satang, (id, amountSatang) => {
        const payload = buildPromptPayPayload({ promptPayId: id, amountSatang });
        expect(payload).toBe(generatePayload(id, { amount: amountSatang / 100 }));
        const parsed = parsePromptPayPayload(payload);
        expect(parsed).toEqual({ target: promptPayTarget(id).value, amountSatang, reference: null });
      }),
      { numRuns: runs, seed },
    );
  });

  it('carries a reference, and any single changed character breaks the checksum', () => {
    fc.assert(
      fc.property(
        promptPayId,
        satang,
        fc.stringMatching(/^[0-9A-Za-z]{1,25}$/),
        fc.nat(),
        (id, amountSatang, reference, at) => {
          const payload = buildPromptPayPayload({ promptPayId: id, amountSatang, reference });
          expect(parsePromptPayPayload(payload)).toEqual({
            target: promptPayTarget(id).value,
            amountSatang,
            reference,
          });
          const index = at % payload.length;
          const changed = payload[index] === '9' ? '8' : '9';
          const tampered = payload.slice(0, index) + changed + payload.slice(index + 1);
          expect(parsePromptPayPayload(tampered)).toBeNull();
        },
      ),
      { numRuns: runs, seed },
    );
  });

  it('refuses amounts that are not a positive whole number of satang, and ids that are not PromptPay ids', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => amountText(bad)).toThrow();
    expect(amountText(1)).toBe('0.01');
    expect(amountText(100)).toBe('1.00');
    for (const bad of ['12345', '1812345678', '']) expect(() => promptPayTarget(bad)).toThrow();
    expect(parsePromptPayPayload('not a payload')).toBeNull();
  });
});
