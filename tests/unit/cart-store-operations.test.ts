// The client cart's operations and the logs the spec names (spec 000 §4 Cart, §7 client operations, §8 Error
// catalogue): what each sends, what it keeps, and what it writes to the console when the server says no.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartAnswer } from '../../src/lib/cart/types';

type Reply = CartAnswer | Error;
const sent: { path: string; body: Record<string, unknown> }[] = [];
const replies: Reply[] = [];

vi.mock('../../src/lib/site/api-client', () => ({
  postJson: async (path: string, body: Record<string, unknown>) => {
    sent.push({ path, body });
    const reply = replies.shift();
    if (!reply || reply instanceof Error) throw reply ?? new Error('no reply');
    return reply;
  },
  getJson: async () => ({ cart: null, userErrors: [], warnings: [] }),
  shopperMessage: () => 'Something went wrong.',
}));

vi.resetModules();
const { $cart, $cartLoading, addVariant, emptyCart } = await import('../../src/lib/cart/store');

const line = (id: string, variant: string) => ({
  id,
  quantity: 1,
  attributes: [],
  sellingPlanAllocation: null,
  variant: { id: variant, adminGraphqlId: `gid://shopify/ProductVariant/${variant}` },
});
const cartWith = (...lines: ReturnType<typeof line>[]) =>
  ({
    id: 'cart-1',
    totalQuantity: lines.length,
    lineItems: lines,
    attributes: [],
    discountCodes: [],
  }) as unknown as Cart;
const ok = (cart: Cart | null): CartAnswer => ({ cart, userErrors: [], warnings: [] }) as unknown as CartAnswer;
const refused = (field: string, message: string): CartAnswer =>
  ({ cart: null, userErrors: [{ field: [field], message }], warnings: [] }) as unknown as CartAnswer;
const variant = { adminGraphqlId: 'gid://shopify/ProductVariant/v9', quantity: 1 };

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sent.length = 0;
  replies.length = 0;
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

const messages = () => logged.mock.calls.map((call: unknown[]) => call[0]);

describe('emptying the cart (spec 000 §7 client operations)', () => {
  it('removes every line in one call, keeps the no-cart answer and clears the loading flag', async () => {
    $cart.set(cartWith(line('l1', 'v1'), line('l2', 'v2')));
    replies.push(ok(null));
    const result = await emptyCart();
    expect(sent).toEqual([
      { path: '/api/ecom/v1.0/remove-cart-line-items', body: { cartId: 'cart-1', lineItemIds: ['l1', 'l2'] } },
    ]);
    expect(result).toEqual({ ok: true, cart: null, notice: null });
    expect($cart.get()).toBeNull();
    expect($cartLoading.get()).toBe(false);
  });

  it('keeps the cart and logs when emptying fails', async () => {
    const cart = cartWith(line('l1', 'v1'));
    $cart.set(cart);
    replies.push(new Error('offline'));
    expect(await emptyCart()).toEqual({ ok: false, message: 'Something went wrong.' });
    expect($cart.get()).toBe(cart);
    expect(messages()).toEqual(['Error emptying cart']);
  });

  it('sends nothing when there is no cart to empty', async () => {
    $cart.set(null);
    expect(await emptyCart()).toEqual({ ok: true, cart: null, notice: null });
    expect(sent).toEqual([]);
  });
});

describe('the cart logs (spec 000 §8 Error catalogue)', () => {
  it('logs "Error creating cart (Check if variant ID is valid)" and answers no cart when the cart cannot be made', async () => {
    $cart.set(null);
    replies.push(new Error('offline'));
    const result = await addVariant(variant);
    expect(sent.map((s) => s.path)).toEqual(['/api/ecom/v1.0/create-cart']);
    expect(result.ok).toBe(false);
    expect($cart.get()).toBeNull();
    expect(messages()).toEqual(['Error creating cart (Check if variant ID is valid)']);
    expect($cartLoading.get()).toBe(false);
  });

  it('logs "Error adding product (Check if variant ID is valid)" and clears the loading state when an add fails', async () => {
    $cart.set(cartWith(line('l1', 'v1')));
    replies.push(new Error('offline'));
    const result = await addVariant(variant);
    expect(sent.map((s) => s.path)).toEqual(['/api/ecom/v1.0/add-cart-line-items']);
    expect(result).toEqual({ ok: false, message: 'Something went wrong.' });
    expect(messages()).toEqual(['Error adding product (Check if variant ID is valid)']);
    expect($cartLoading.get()).toBe(false);
  });

  it('logs "No cart found" when the cart is gone, then makes a new one with the product', async () => {
    const fresh = cartWith(line('n1', 'v9'));
    $cart.set(cartWith(line('l1', 'v1')));
    replies.push(refused('cartId', 'Your cart has expired.'), ok(fresh));
    const result = await addVariant(variant);
    expect(sent.map((s) => s.path)).toEqual(['/api/ecom/v1.0/add-cart-line-items', '/api/ecom/v1.0/create-cart']);
    expect(messages()).toEqual(['No cart found']);
    expect(result.ok && result.added).toBe(1);
    expect($cart.get()).toBe(fresh);
  });
});
