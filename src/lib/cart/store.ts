// The cart in the browser (spec 000 §4 "Cart", §7 client operations): what the server last answered, and loading
// flags while a call is in flight. The server is the source of truth; every operation stores its answer. The page
// puts the cart it rendered with into `#cart-state`, so islands start from the same cart the HTML shows. A page kept
// for every guest (the shared page cache) is drawn with no cart and says so (`data-after-load`): a browser that holds
// a cart (the readable `has_cart` hint) fetches it, and every operation waits for that answer first.
import { atom } from 'nanostores';
import { getJson, postJson, shopperMessage } from '../site/api-client';
import type { Attribute, Cart, CartAnswer, LineItem } from './types';
import { weightAttributes } from './weight';
import { paintCartCount } from './cart-count';

export const $cart = atom<Cart | null>(null);
/** True once the browser has read the page's cart; before that (and on the server) islands use their props. */
export const $cartReady = atom(false);
export const $cartLoading = atom(false);
/** The cart of the browser's cart cookie, for a page rendered without it (docs/api.md). */
export const CURRENT_CART_PATH = '/api/ecom/v1.0/current-cart';

/** Whether the browser holds a cart, by the readable hint the server sets beside the cart cookie. */
export const holdsCart = (cookieHeader: string): boolean => /(?:^|;\s*)has_cart=/.test(cookieHeader);

/** Settles once the browser knows its cart: from the page, or once a page rendered without it has fetched it. */
let known: Promise<void> = Promise.resolve();

async function fetchCart(): Promise<void> {
  try {
    $cart.set((await getJson<CartAnswer>(CURRENT_CART_PATH)).cart);
  } catch (error) {
    // The next add makes a cart of its own; the one the cookie holds is still there for the cart page.
    console.error('Error reading cart', error);
  } finally {
    paintCartCount(document, $cart.get()?.totalQuantity ?? 0);
  }
}

if (typeof document !== 'undefined') {
  const element = document.getElementById('cart-state');
  try {
    const state = element?.textContent;
    $cart.set(state ? (JSON.parse(state) as Cart | null) : null);
  } catch {
    $cart.set(null);
  }
  $cartReady.set(true);
  // The header's count follows the cart; the mini cart's panel reads the store once the shopper opens it.
  $cart.listen((cart) => paintCartCount(document, cart?.totalQuantity ?? 0));
  if (element?.hasAttribute('data-after-load') && holdsCart(document.cookie)) known = fetchCart();
  // Another tab may have changed the cart meanwhile: a page brought back to the front, or back from the browser's
  // page cache, reads it again, so its lines and the header's count are the cart's as it is now.
  const readAgain = () => {
    if (holdsCart(document.cookie) || $cart.get()) void refreshCart();
  };
  if (typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') readAgain();
    });
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) readAgain();
    });
  }
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
 * Runs `step` once every earlier call has been answered and the browser knows its cart, so the step reads the cart
 * as the last answer left it. `background`: a write the shopper did not ask for (the giving widget's tracking id). It
 * waits its turn like any call but raises no loading flag, so it never disables a button the shopper is about to
 * press.
 */
function queue<T>(step: (cart: Cart | null) => Promise<T>, { background = false }: { background?: boolean } = {}) {
  if (!background) {
    shopperCalls += 1;
    $cartLoading.set(true);
  }
  const next = pending
    .then(() => known)
    .then(() => step($cart.get()))
    .finally(() => {
      if (background) return;
      shopperCalls -= 1;
      $cartLoading.set(shopperCalls > 0);
    });
  pending = next.catch(() => undefined);
  return next;
}

/** A refusal that names a line the cart no longer has (removed in another tab). */
const isGoneLine = (field: readonly (string | number)[]) => field[0] === 'lineItems' && field[2] === 'id';

/**
 * Reads the cart again, in turn with the shopper's calls but raising no loading flag: the cart another tab may have
 * changed.
 */
export const refreshCart = (): Promise<void> => queue(() => fetchCart(), { background: true });

async function send(name: string, body: Record<string, unknown>, failure: string): Promise<CartResult> {
  try {
    const answer = await postJson<CartAnswer>(path(name), body);
    const refused = answer.userErrors[0];
    if (refused && isGoneLine(refused.field)) await fetchCart(); // changed in another tab: show the cart as it is
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

const create = (variant: VariantToAdd): Promise<CartResult> =>
  send(
    'create-cart',
    { buyerIdentity: {}, lineItems: [lineInput(variant)] },
    'Error creating cart (Check if variant ID is valid)',
  );

/**
 * What an add did: the line it went into and how many went in, which is fewer than asked when a guest's add was cut
 * down to the room left in the cart (spec 000 §5).
 */
export type AddResult =
  | { ok: true; cart: Cart | null; notice: string | null; line: LineItem | null; added: number }
  | { ok: false; message: string; expired?: boolean };

/** Adds to the cart there is, or creates one; a cart that expired meanwhile is replaced by a new one. */
export function addVariant(variant: VariantToAdd): Promise<AddResult> {
  return queue(async (cart) => {
    const sellingPlanId = variant.sellingPlanId ?? null;
    let before = lineFor(cart, variant.adminGraphqlId, sellingPlanId)?.quantity ?? 0;
    let result = cart
      ? await send(
          'add-cart-line-items',
          { cartId: cart.id, lineItems: [lineInput(variant)] },
          'Error adding product (Check if variant ID is valid)',
        )
      : await create(variant);
    if (!result.ok && result.expired) {
      console.error('No cart found');
      $cart.set(null);
      before = 0;
      result = await create(variant);
    }
    if (!result.ok) return result;
    const line = lineFor(result.cart, variant.adminGraphqlId, sellingPlanId);
    return { ...result, line, added: line ? line.quantity - before : variant.quantity };
  });
}

export function getCart(): Promise<CartResult> {
  return queue((cart) =>
    cart ? send('get-cart', { cartId: cart.id }, 'Error reading cart') : Promise.resolve(NO_CHANGE),
  );
}

/** Sets a line's quantity (0 removes it) and, when given, its attributes. */
export function updateVariant(lineId: string, quantity: number, attributes?: Attribute[]): Promise<CartResult> {
  return queue((cart) =>
    cart
      ? send(
          'update-cart-line-items',
          { cartId: cart.id, lineItems: [{ id: lineId, quantity, ...(attributes ? { attributes } : {}) }] },
          'Error updating cart',
        )
      : Promise.resolve(EXPIRED),
  );
}

/**
 * Empties the cart (spec 000 §7 client operations, "empty cart"): every line is removed in one call, and the server,
 * as for the last line removed by hand, deletes the cart, its cookie and the saved cart id (§4 Cart). A browser with
 * no cart has nothing to empty.
 */
export function emptyCart(): Promise<CartResult> {
  return queue((cart) =>
    cart && cart.lineItems.length > 0
      ? send(
          'remove-cart-line-items',
          { cartId: cart.id, lineItemIds: cart.lineItems.map((line) => line.id) },
          'Error emptying cart',
        )
      : Promise.resolve(NO_CHANGE),
  );
}

export function setDiscountCodes(codes: string[]): Promise<CartResult> {
  return queue((cart) =>
    cart
      ? send('update-cart-discount-codes', { cartId: cart.id, codes }, 'Error updating discount codes')
      : Promise.resolve(EMPTY),
  );
}

/** `background` for a write the shopper did not ask for: it raises no loading flag (see `queue`). */
export function setCartAttributes(attributes: Attribute[], background = false): Promise<CartResult> {
  return queue(
    (cart) =>
      cart
        ? send('update-cart-attributes', { cartId: cart.id, attributes }, 'Error updating cart')
        : Promise.resolve(EMPTY),
    { background },
  );
}

const NO_CHANGE: CartResult = { ok: true, cart: null, notice: null };
const EMPTY: CartResult = { ok: false, message: 'Your cart is empty.' };
const EXPIRED: CartResult = { ok: false, message: 'Your cart has expired. Please add your items again.' };

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

/** What Buy again did (docs/api.md "Buy again"): how many items went in and a sentence for each line that did not. */
export type BuyAgainResult =
  | { ok: true; added: number; notAdded: string[] }
  | { ok: false; message: string; reasons: string[] };

/**
 * Puts a past order into the cart in one call, in turn with the shopper's other cart calls. What went in is how much
 * the cart grew: the cart the browser held, or none when the answer is a new cart.
 */
export function buyAgain(orderId: string): Promise<BuyAgainResult> {
  return queue(async (before) => {
    try {
      const answer = await postJson<CartAnswer>(path('buy-again'), { orderId });
      const [refused, ...reasons] = answer.userErrors;
      if (refused) return { ok: false, message: refused.message, reasons: reasons.map((e) => e.message) };
      $cart.set(answer.cart);
      const held = before && before.id === answer.cart?.id ? before.totalQuantity : 0;
      const added = (answer.cart?.totalQuantity ?? 0) - held;
      return { ok: true, added, notAdded: answer.warnings.map((w) => w.message) };
    } catch (error) {
      console.error('Error buying again', error);
      return { ok: false, message: shopperMessage(error), reasons: [] };
    }
  });
}
