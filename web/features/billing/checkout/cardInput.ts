import type { CardBrand } from '../../../../domain/billing/api';

/**
 * The card form's typing aids, as on Stripe's hosted page: the brand from the first digits
 * (IIN ranges, the same as the sandbox provider's), numbers grouped as printed on the card,
 * and 'MM / YY' expiry. What is sent is checked again by the server.
 */
export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : brand === 'unionpay' || brand === 'unknown' ? 19 : 16);
const minDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : brand === 'diners' ? 14 : brand === 'unknown' ? 12 : 16);

/** '4242 4242 4242 4242'; American Express as '3782 822463 10005'. */
export function formatCardNumber(value: string): string {
  const brand = detectBrand(onlyDigits(value));
  const digits = onlyDigits(value).slice(0, maxDigits(brand));
  if (brand === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** '1234' -> '12 / 34'; a first digit above 1 can only be a month like '04'. */
export function formatExpiry(value: string): string {
  let digits = onlyDigits(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
export type CardField = keyof CardFields;
export type CardErrors = Partial<Record<CardField, string>>;

/** Stripe's own wording for an unfinished card. */
export function validateCard(fields: CardFields, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = onlyDigits(fields.number);
  if (digits.length < minDigits(detectBrand(digits))) errors.number = 'Your card number is incomplete.';
  const expiry = onlyDigits(fields.expiry);
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  if (expiry.length < 4) errors.expiry = "Your card's expiration date is incomplete.";
  else if (month < 1 || month > 12) errors.expiry = "Your card's expiration month is invalid.";
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = "Your card's expiration date is in the past.";
  if (onlyDigits(fields.cvc).length < 3) errors.cvc = "Your card's security code is incomplete.";
  return errors;
}

/** The body of POST /api/sandbox/checkout/{id}/pay. */
export function toSandboxCard(fields: CardFields) {
  const expiry = onlyDigits(fields.expiry);
  return {
    cardNumber: onlyDigits(fields.number),
    expMonth: Number(expiry.slice(0, 2)),
    expYear: 2000 + Number(expiry.slice(2, 4)),
    cvc: onlyDigits(fields.cvc),
    name: fields.name.trim(),
  };
}

/** A 400 names the body field it refuses ('expYear'); the form shows it under its own input. */
export function fieldOfServerError(field: unknown): CardField | null {
  switch (field) {
    case 'cardNumber':
      return 'number';
    case 'expMonth':
    case 'expYear':
      return 'expiry';
    case 'cvc':
      return 'cvc';
    case 'name':
      return 'name';
    default:
      return null;
  }
}

/** The server's validation messages read '<field>: <message>'; the form already says which field. */
export function withoutFieldPrefix(message: string, field: unknown): string {
  return typeof field === 'string' && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}
