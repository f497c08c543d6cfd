import { describe, expect, it } from 'vitest';
import { detectBrand, formatCardNumber, formatExpiry, toSandboxCard, validateCard, withoutFieldPrefix } from './cardInput';

describe('card input', () => {
  it.each([
    ['4242', 'visa'],
    ['5555 5555', 'mastercard'],
    ['2223', 'mastercard'],
    ['3782', 'amex'],
    ['6011', 'discover'],
    ['3056', 'diners'],
    ['3566', 'jcb'],
    ['6200', 'unionpay'],
    ['9999', 'unknown'],
  ] as const)('detects %s as %s', (digits, brand) => {
    expect(detectBrand(digits.replace(/\s/g, ''))).toBe(brand);
  });

  it('groups digits as printed on the card and stops at the brand length', () => {
    expect(formatCardNumber('42424242424242421234')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000-0000')).toBe('4000 0000');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('04 / 3')).toBe('04 / 3');
    expect(formatExpiry('12')).toBe('12');
  });

  it('says what is missing, in Stripe’s words', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(validateCard({ number: '4242 4242', expiry: '12 / 3', cvc: '1', name: '' }, now)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '04 / 26', cvc: '123', name: '' }, now).expiry).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '05 / 26', cvc: '123', name: '' }, now)).toEqual({});
  });

  it('builds the body the server expects', () => {
    expect(toSandboxCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: ' Ada ' })).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ada',
    });
    expect(withoutFieldPrefix('cvc: Your card’s security code is incomplete.', 'cvc')).toBe('Your card’s security code is incomplete.');
  });
});
