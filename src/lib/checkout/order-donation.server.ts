// What an order gives (spec 001 §4, §7 set-confirmation-data): when the order carries a giving tracking id, the
// donation is worked out here from the order's own lines and discounts, never taken from the browser, and stored
// with the order inside the order's transaction, so an order and its donation land or roll back together.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Attribute } from '../cart/types';
import { trackingIdOf } from '../giving/cart-attribute';
import { orderDonation, recordOrderDonation } from '../giving/orders.server';
import { givingStoreId } from '../giving/settings.server';
import type { DonationResult, OrderDonation } from '../giving/types';
import type { OrderLineRecord } from '../orders/record.server';

type GivingInput = {
  orderId: string;
  attributes: readonly Attribute[];
  lines: readonly OrderLineRecord[];
  /** every discount of the order, in cents */
  discountCents: number;
};

type WorkedOut = { storeId: string; trackingId: string; result: DonationResult };

/**
 * What the order gives, worked out before the order is written so that its `sgdonation` attribute goes in with it;
 * null when the order carries no tracking id or gives nothing.
 */
export async function donationForOrder(
  trx: Transaction<Database>,
  input: Omit<GivingInput, 'orderId'>,
): Promise<WorkedOut | null> {
  const trackingId = trackingIdOf(input.attributes);
  if (!trackingId) return null;
  const storeId = givingStoreId();
  const result = await orderDonation(trx, {
    storeId,
    trackingId,
    lines: input.lines.map((line) => ({
      id: line.variantId,
      price: line.unitCents / 100,
      quantity: line.quantity,
      discount: 0,
    })),
    cartDiscount: input.discountCents / 100,
  });
  if (!result || result.excluded || !(result.totalDonationAmount > 0)) return null;
  return { storeId, trackingId, result };
}

/** Stores the donation worked out for the order, in the order's transaction. */
export const recordDonation = (
  trx: Transaction<Database>,
  orderId: string,
  donation: WorkedOut,
): Promise<OrderDonation> => recordOrderDonation(trx, { orderId, ...donation });
