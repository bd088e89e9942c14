// What the store asks of a payment processor. The built-in test gateway implements it with the well-known test
// cards; a real processor is another implementation of the same calls (see docs/payments.md). The store keeps
// only what `save` answers: the processor's reference for the card, its brand and last four digits.
import type { CardInput, CardProblem } from './cards';

export type SavedCard = { reference: string; brand: string; last4: string; expMonth: number; expYear: number };

export type Charge =
  | { status: 'approved'; chargeId: string }
  | { status: 'declined' | 'processing_error'; message: string };

export type Refund = { status: 'refunded'; refundId: string } | { status: 'failed'; message: string };

export interface PaymentGateway {
  /** The gateway's name, stored with each payment method. */
  readonly name: string;
  /** Checks a card and answers a reusable reference for it, or what is wrong with it. Nothing is charged. */
  save(card: CardInput, now: Date): Promise<SavedCard | { problems: CardProblem[] }>;
  /**
   * Charges a saved card. `idempotencyKey` names the attempt: the same key twice charges once and answers the same.
   */
  charge(input: { reference: string; amountCents: number; currency: 'USD'; idempotencyKey: string }): Promise<Charge>;
  /**
   * Cancels an approved charge: one whose order could not be written after all, or an order cancelled before it
   * shipped. Throws when the processor refuses.
   */
  void(chargeId: string): Promise<void>;
  /**
   * Gives back part or all of an approved charge. `idempotencyKey` names the refund: the same key twice refunds once
   * and answers the same. A refusal is answered, not thrown, with what the processor said.
   */
  refund(input: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<Refund>;
}
