// The cart in the browser (spec 000 §4 "Cart", §7 client operations): what the server last answered, and loading
// flags while a call is in flight. The server is the source of truth; every operation stores its answer. The page
// puts the cart it rendered with into `#cart-state`, so islands start from the same cart the HTML shows.
import { atom } from 'nanostores';
import { postJson, shopperMessage } from '../site/api-client';
import type { Attribute, Cart, CartAnswer, LineItem } from './types';
import { weightAttributes } from './weight';

export const $cart = atom<Cart | null>(null);
/** True once the browser has read the page's cart; before that (and on the server) islands use their props. */
export const $cartReady = atom(false);
export const $cartLoading = atom(false);
/** The page event a change of the cart sends (`client:interaction="cart:changed"` on the mini cart). */
export const CART_CHANGED_EVENT = 'cart:changed';

if (typeof document !== 'undefined') {
  try {
    const state = document.getElementById('cart-state')?.textContent;
    $cart.set(state ? (JSON.parse(state) as Cart | null) : null);
  } catch {
    $cart.set(null);
  }
  $cartReady.set(true);
  // Islands that wait for the shopper (the header's mini cart) wake up when another island changes the cart.
  $cart.listen(() => document.dispatchEvent(new Event(CART_CHANGED_EVENT)));
}

/** `notice`: the change was made only in part (a guest's add cut down to the room left), and why. */
export type CartResult =
  | { ok: true; cart: Cart | null; notice: string | null }
  | { ok: false; message: string; expired?: boolean };

const path = (name: string) => `/api/ecom/v1.0/${name}`;

/** The cart call under way, if any: calls go one after another, so an older answer never lands after a newer one. */
let pending: Promise<unknown> = Promise.resolve();
/** How many of the shopper's own calls are queued or under way; the loading flag is up while any is. */
let shopperCalls = 0;

/**
 * `background`: a write the shopper did not ask for (the giving widget's tracking id). It waits its turn like any
 * call but raises no loading flag, so it never disables a button the shopper is about to press.
 */
function call(
  name: string,
  body: Record<string, unknown>,
  failure: string,
  { background = false }: { background?: boolean } = {},
): Promise<CartResult> {
  if (!background) {
    shopperCalls += 1;
    $cartLoading.set(true);
  }
  const next = pending
    .then(() => send(name, body, failure))
    .finally(() => {
      if (background) return;
      shopperCalls -= 1;
      $cartLoading.set(shopperCalls > 0);
    });
  pending = next;
  return next;
}

async function send(name: string, body: Record<string, unknown>, failure: string): Promise<CartResult> {
  try {
    const answer = await postJson<CartAnswer>(path(name), body);
    const refused = answer.userErrors[0];
    if (refused) return { ok: false, message: refused.message, expired: refused.field[0] === 'cartId' };
    $cart.set(answer.cart);
    return { ok: true, cart: answer.cart, notice: answer.warnings[0]?.message ?? null };
  } catch (error) {
    console.error(failure, error);
    return { ok: false, message: shopperMessage(error) };
  }
}

export type VariantToAdd = {
  adminGraphqlId: string;
  quantity: number;
  sellingPlanId?: string | null;
  attributes?: Attribute[];
  weight?: number;
  weightUnit?: string;
};

function lineInput(variant: VariantToAdd) {
  return {
    merchandiseId: variant.adminGraphqlId,
    quantity: variant.quantity,
    sellingPlanId: variant.sellingPlanId ?? null,
    attributes: variant.attributes ?? weightAttributes(variant.weight ?? null, variant.weightUnit ?? null),
  };
}

export const createCart = (variants: VariantToAdd[] = []): Promise<CartResult> =>
  call(
    'create-cart',
    { buyerIdentity: {}, lineItems: variants.map(lineInput) },
    'Error creating cart (Check if variant ID is valid)',
  );

/** Adds to the cart there is, or creates one; a cart that expired meanwhile is replaced by a new one. */
export async function addVariant(variant: VariantToAdd): Promise<CartResult> {
  const cart = $cart.get();
  if (!cart) return createCart([variant]);
  const result = await call(
    'add-cart-line-items',
    { cartId: cart.id, lineItems: [lineInput(variant)] },
    'Error adding product (Check if variant ID is valid)',
  );
  if (result.ok || !result.expired) return result;
  console.error('No cart found');
  $cart.set(null);
  return createCart([variant]);
}

export function getCart(): Promise<CartResult> {
  const cart = $cart.get();
  return cart
    ? call('get-cart', { cartId: cart.id }, 'Error reading cart')
    : Promise.resolve({ ok: true, cart: null, notice: null });
}

/** Sets a line's quantity (0 removes it) and, when given, its attributes. */
export function updateVariant(lineId: string, quantity: number, attributes?: Attribute[]): Promise<CartResult> {
  const cart = $cart.get();
  if (!cart) return Promise.resolve({ ok: false, message: 'Your cart has expired. Please add your items again.' });
  return call(
    'update-cart-line-items',
    { cartId: cart.id, lineItems: [{ id: lineId, quantity, ...(attributes ? { attributes } : {}) }] },
    'Error updating cart',
  );
}

export function setDiscountCodes(codes: string[]): Promise<CartResult> {
  const cart = $cart.get();
  if (!cart) return Promise.resolve({ ok: false, message: 'Your cart is empty.' });
  return call('update-cart-discount-codes', { cartId: cart.id, codes }, 'Error updating discount codes');
}

/** `background` for a write the shopper did not ask for: it raises no loading flag (see `call`). */
export function setCartAttributes(attributes: Attribute[], background = false): Promise<CartResult> {
  const cart = $cart.get();
  if (!cart) return Promise.resolve({ ok: false, message: 'Your cart is empty.' });
  return call('update-cart-attributes', { cartId: cart.id, attributes }, 'Error updating cart', { background });
}

/** The line an add went into: same food and plan, the most recently grown. */
export function lineFor(cart: Cart | null, adminGraphqlId: string, sellingPlanId: string | null): LineItem | null {
  return (
    cart?.lineItems.find(
      (l) =>
        l.variant.adminGraphqlId === adminGraphqlId &&
        (l.sellingPlanAllocation?.sellingPlan.id ?? null) === sellingPlanId,
    ) ?? null
  );
}
