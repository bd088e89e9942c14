// What the store asks of a payment processor. The built-in test gateway implements it with the well-known test
// cards; a real processor is another implementation of the same two calls (see docs/payments.md). The store keeps
// only what `save` answers: the processor's reference for the card, its brand and last four digits.
import type { CardInput, CardProblem } from './cards';

export type SavedCard = { reference: string; brand: string; last4: string; expMonth: number; expYear: number };

export type Charge =
  | { status: 'approved'; chargeId: string }
  | { status: 'declined' | 'processing_error'; message: string };

export interface PaymentGateway {
  /** The gateway's name, stored with each payment method. */
  readonly name: string;
  /** Checks a card and answers a reusable reference for it, or what is wrong with it. Nothing is charged. */
  save(card: CardInput, now: Date): Promise<SavedCard | { problems: CardProblem[] }>;
  /**
   * Charges a saved card. `idempotencyKey` names the attempt: the same key twice charges once and answers the same.
   */
  charge(input: { reference: string; amountCents: number; currency: 'USD'; idempotencyKey: string }): Promise<Charge>;
  /** Cancels an approved charge whose order could not be written after all, so the customer is never charged for nothing. */
  void(chargeId: string): Promise<void>;
}
