// A purchase choice made outside the product page's purchase panel (the feeding calculator, issue 42 §2): autoship at a
// plan, for a size and a quantity. On the same page it travels through the store; for another size of the food it rides
// in the address's fragment (`#autoship=autoship-4w&quantity=2`), which the server never sees, so the page stays the one
// every guest shares.
import { atom } from 'nanostores';

export type PurchaseChoice = { sku: string; planId: string; quantity: number };

export const $purchaseChoice = atom<PurchaseChoice | null>(null);

/** Asks the purchase panel showing `choice.sku` to switch to autoship at the plan (each call is a new request). */
export const choosePurchase = (choice: PurchaseChoice): void => $purchaseChoice.set({ ...choice });

/** The fragment that carries a choice to another size's page. */
export const purchaseFragment = (planId: string, quantity = 1): string =>
  `#autoship=${encodeURIComponent(planId)}${quantity > 1 ? `&quantity=${quantity}` : ''}`;

const FRAGMENT = /^#autoship=([A-Za-z0-9_-]{1,64})(?:&quantity=([1-9]))?$/;

/** The choice a page's fragment carries for its size, when the plan is one the size offers. */
export function purchaseFromFragment(hash: string, sku: string, planIds: readonly string[]): PurchaseChoice | null {
  const match = FRAGMENT.exec(hash);
  if (!match || !planIds.includes(match[1]!)) return null;
  return { sku, planId: match[1]!, quantity: Number(match[2] ?? 1) };
}
