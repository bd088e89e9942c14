// The built-in test gateway (issue: payment through a test gateway). It keeps no card: the reference it gives back
// says only what the test number would do, which is all a test gateway needs to answer a charge; a charge id says
// whether its card's bank gives money back.
import { createHash } from 'node:crypto';
import { cardBrand, cardProblems, digitsOnly, OUTCOME_MESSAGES, testOutcome, type CardOutcome } from './cards';
import type { Charge, PaymentGateway, Refund } from './gateway';

const PREFIX = 'test_';
const CHARGE = 'ch_test_';
const NO_REFUNDS = 'ch_test_norefund_';
const OUTCOMES: readonly CardOutcome[] = ['approved', 'approved_refund_fails', 'declined', 'processing_error'];
export const REFUND_REFUSED = "The card's bank refused to give the money back. Nothing was refunded.";

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

export const testGateway: PaymentGateway = {
  name: 'test',
  async save(card, now) {
    const problems = cardProblems(card, now);
    if (problems.length > 0) return { problems };
    const number = digitsOnly(card.number);
    return {
      reference: `${PREFIX}${testOutcome(number)}`,
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    };
  },
  async charge({ reference, amountCents, idempotencyKey }): Promise<Charge> {
    const outcome = reference.slice(PREFIX.length) as CardOutcome;
    if (!reference.startsWith(PREFIX) || !OUTCOMES.includes(outcome))
      return { status: 'declined', message: OUTCOME_MESSAGES.declined };
    if (outcome === 'declined' || outcome === 'processing_error')
      return { status: outcome, message: OUTCOME_MESSAGES[outcome] };
    // The same attempt always gets the same charge id, as a processor's idempotency key promises.
    const prefix = outcome === 'approved_refund_fails' ? NO_REFUNDS : CHARGE;
    return { status: 'approved', chargeId: `${prefix}${hash(`${idempotencyKey}:${amountCents}`)}` };
  },
  // A test charge moves no money, so voiding one only has to say whether the card's bank would allow it.
  async void(chargeId) {
    if (chargeId.startsWith(NO_REFUNDS)) throw new Error(REFUND_REFUSED);
  },
  async refund({ chargeId, amountCents, idempotencyKey }): Promise<Refund> {
    if (chargeId.startsWith(NO_REFUNDS)) return { status: 'failed', message: REFUND_REFUSED };
    if (!chargeId.startsWith(CHARGE) || !(amountCents > 0))
      return { status: 'failed', message: 'That charge cannot be refunded.' };
    return { status: 'refunded', refundId: `re_test_${hash(`${chargeId}:${idempotencyKey}`)}` };
  },
};
