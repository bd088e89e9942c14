// What the widget in the cart asks a donation for (spec 001 §3 "Cart donation request"): each line's variant id, unit
// price and quantity, what autoship took off the line, and what discount codes and the program discount took off.
import type { Cart } from '../cart/types';
import { cents } from '../site/money';
import type { CartDonationLine } from './types';

const dollars = (amountCents: number) => Math.round(amountCents) / 100;

export function cartDonationLines(cart: Cart): { cmsIds: CartDonationLine[]; cartDiscount: number } {
  const cmsIds = cart.lineItems.map((line) => {
    const listCents = cents(line.variant.price);
    const paidCents = cents(line.cost.amountPerQuantity);
    return {
      id: line.variant.id,
      price: dollars(listCents),
      quantity: line.quantity,
      discount: dollars(Math.max(0, listCents - paidCents) * line.quantity),
    };
  });
  const cartDiscount = dollars(cents(cart.cost.discountCodesAmount) + cents(cart.cost.programDiscountAmount));
  return { cmsIds, cartDiscount };
}

/** A key that changes exactly when the donation could: the lines, their quantities and prices, the discounts. */
export const cartDonationKey = (cart: Cart | null): string =>
  cart ? JSON.stringify(cartDonationLines(cart)) : 'no-cart';
