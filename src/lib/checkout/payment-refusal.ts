// Which refusals of an order were the card's: a decline by the card's bank, or an error of the processor.

export type PaymentRefusal = 'declined' | 'error';

export const paymentRefusal = (problem: { code: string }): PaymentRefusal | null =>
  problem.code === 'PAYMENT_DECLINED' ? 'declined' : problem.code === 'PAYMENT_ERROR' ? 'error' : null;
