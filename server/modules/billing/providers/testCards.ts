import type { CardBrand } from '../../../../domain/billing/api';
import { CARD_DECLINED_TEXT } from '../../../../domain/billing/api';

/**
 * The sandbox's test cards, after Stripe's (https://docs.stripe.com/testing): any future expiry,
 * any CVC. 4242 4242 4242 4242 and the other brands' success numbers pay; the decline numbers
 * fail with Stripe's messages. 4000 0000 0000 0341 is saved but fails when charged later, to
 * exercise renewal failures. Any other number that passes the Luhn check pays, like Stripe's
 * test mode does for well-formed numbers of a known brand.
 */
const DECLINES: Record<string, string> = {
  '4000000000000002': CARD_DECLINED_TEXT,
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000009979': 'Your card was reported stolen.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
  '4242424242424241': 'Your card number is incorrect.',
};
/** Attaches fine and pays its first checkout; every later off-session charge is declined. */
export const FAILS_LATER_CARD = '4000000000000341';

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges), as card forms show it while typing. */
export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

export type CardOutcome = { ok: true; brand: CardBrand; last4: string; failsLater: boolean } | { ok: false; message: string };

/** What paying with this test card does; `now` decides whether the expiry has passed. */
export function testCardOutcome(card: { cardNumber: string; expMonth: number; expYear: number }, now: Date): CardOutcome {
  const number = card.cardNumber;
  const declined = DECLINES[number];
  if (declined) return { ok: false, message: declined };
  if (!luhnValid(number)) return { ok: false, message: 'Your card number is incorrect.' };
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(card.expYear, card.expMonth, 1) <= now.getTime()) return { ok: false, message: 'Your card has expired.' };
  return { ok: true, brand: cardBrand(number), last4: number.slice(-4), failsLater: number === FAILS_LATER_CARD };
}
