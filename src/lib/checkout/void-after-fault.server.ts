// A charge whose order was never written (the order's transaction failed after the card was approved) is given
// back at once; if even that fails, the operator's log says to refund it by hand.
import { errorMessage, log } from '../site/log';
import type { PaymentGateway } from './gateway';

/** Gives back a charge whose order was never written (the transaction failed after the card was approved). */
export async function voidAfterFault(gateway: PaymentGateway, chargeId: string | null, error: unknown): Promise<void> {
  if (!chargeId) return;
  try {
    await gateway.void(chargeId);
    log('error', 'order not written after an approved charge; the charge was voided', {
      chargeId,
      error: errorMessage(error),
    });
  } catch (voidError) {
    log('error', 'order not written after an approved charge, and voiding it failed: refund it by hand', {
      chargeId,
      error: errorMessage(error),
      voidError: errorMessage(voidError),
    });
  }
}
