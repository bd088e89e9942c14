// The built-in test gateway's cards (the well-known test numbers): 4242 4242 4242 4242 approves, 4000 0000 0000 0002
// is declined, 4000 0000 0000 0119 fails with a processing error, and 4000 0000 0000 5126 is approved but its refunds
// fail. A number must pass the Luhn check, and the expiry must not be past. Only the brand and the last four digits
// are ever kept.
export const TEST_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  processingError: '4000000000000119',
  /** approved, but its bank refuses to give money back: the back office's refund and void fail */
  refundFails: '4000000000005126',
} as const;

export type CardOutcome = 'approved' | 'approved_refund_fails' | 'declined' | 'processing_error';

export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * The `pattern` attributes of the card fields. Browsers compile a pattern with the `v` flag, where `-` and the other
 * class syntax characters must be escaped inside `[…]`; an invalid one is ignored and logged as an error.
 */
export const CARD_FIELD_PATTERNS = {
  number: '[0-9 \\-]{12,23}',
  expiry: '\\d{1,2}\\s*/\\s*\\d{2,4}',
  cvc: '\\d{3,4}',
} as const;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
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

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Card';
}

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type CardProblem = { field: 'number' | 'expiry' | 'cvc'; message: string };

/** A card works to the end of its expiry month; a two-digit year is this century's. */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** A card the customer saved, as the payment step offers it. */
export type SavedCardChoice = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

/** The answer to a saved card id that is not the customer's own, or has expired. */
export const NOT_YOUR_CARD = 'We could not find that card. Choose one of your saved cards, or enter a new card.';

/** "Visa ending 4242, expires 12/2029". */
export const savedCardLabel = (card: Omit<SavedCardChoice, 'id'>): string =>
  `${card.brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const number = digitsOnly(card.number);
  if (!luhnValid(number)) problems.push({ field: 'number', message: 'Enter a valid card number.' });
  if (
    !Number.isInteger(card.expMonth) ||
    card.expMonth < 1 ||
    card.expMonth > 12 ||
    cardExpired(card.expMonth, card.expYear, now)
  )
    problems.push({ field: 'expiry', message: 'Enter an expiry date that has not passed.' });
  const cvcLength = cardBrand(number) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    problems.push({ field: 'cvc', message: `Enter the ${cvcLength}-digit security code.` });
  return problems;
}

/** What the test gateway does with a valid card: its test number decides; any other card is declined. */
export function testOutcome(number: string): CardOutcome {
  const digits = digitsOnly(number);
  if (digits === TEST_CARDS.approve) return 'approved';
  if (digits === TEST_CARDS.processingError) return 'processing_error';
  if (digits === TEST_CARDS.refundFails) return 'approved_refund_fails';
  return 'declined';
}

export const OUTCOME_MESSAGES: Record<'declined' | 'processing_error', string> = {
  declined: 'Your card was declined. Try another card.',
  processing_error: 'We could not process your card just now. Nothing was charged; please try again.',
};
