// The built-in test gateway (issue: payment through a test gateway). It keeps no card: the reference it gives back
// says only what the test number would do, which is all a test gateway needs to answer a charge.
import { createHash } from 'node:crypto';
import { cardBrand, cardProblems, digitsOnly, OUTCOME_MESSAGES, testOutcome, type CardOutcome } from './cards';
import type { Charge, PaymentGateway } from './gateway';

const PREFIX = 'test_';

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
  // A test charge moves no money, so there is nothing to give back.
  async void() {},
  async charge({ reference, amountCents, idempotencyKey }): Promise<Charge> {
    const outcome = reference.slice(PREFIX.length) as CardOutcome;
    if (!reference.startsWith(PREFIX) || !['approved', 'declined', 'processing_error'].includes(outcome))
      return { status: 'declined', message: OUTCOME_MESSAGES.declined };
    if (outcome !== 'approved') return { status: outcome, message: OUTCOME_MESSAGES[outcome] };
    // The same attempt always gets the same charge id, as a processor's idempotency key promises.
    return {
      status: 'approved',
      chargeId: `ch_test_${createHash('sha256').update(`${idempotencyKey}:${amountCents}`).digest('hex').slice(0, 24)}`,
    };
  },
};
