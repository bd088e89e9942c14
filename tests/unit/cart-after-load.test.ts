// A page kept for every guest is drawn with no cart (issue: speed, "what is personal on a cached page comes from a tiny
// request after load"): the browser that holds a cart fetches it, the header's count follows, and an add made before
// that answer comes waits for it and goes into that cart instead of starting a second one (spec 000 §4 "Cart").
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../src/lib/cart/types';
import { cartLinkLabel } from '../../src/lib/cart/cart-count';

type Answer = { cart: Cart | null; userErrors: []; warnings: [] };
const asked: { method: string; path: string; body?: Record<string, unknown>; answer: (value: Answer) => void }[] = [];

vi.mock('../../src/lib/site/api-client', () => ({
  getJson: (path: string) => new Promise<Answer>((answer) => asked.push({ method: 'GET', path, answer })),
  postJson: (path: string, body: Record<string, unknown>) =>
    new Promise<Answer>((answer) => asked.push({ method: 'POST', path, body, answer })),
  shopperMessage: () => 'Something went wrong.',
}));

/** The parts of a page the store reads: `#cart-state` drawn without a cart, the cookie, and the header's cart link. */
const badge = { textContent: '0', style: { visibility: 'hidden' } };
const link = { label: 'Cart, 0 items', setAttribute: (_: string, value: string) => (link.label = value) };
Object.assign(link, { querySelector: () => badge });
vi.stubGlobal('document', {
  cookie: 'user_location=60601::HOME; has_cart=1',
  getElementById: (id: string) =>
    id === 'cart-state' ? { textContent: 'null', hasAttribute: (name: string) => name === 'data-after-load' } : null,
  querySelectorAll: (selector: string) => (selector === '.mini-cart-link' ? [link] : []),
});

// The unit files share one module registry and one global scope: the page stub goes when this file is done.
afterAll(() => vi.unstubAllGlobals());

// The store reads the page when it loads: a copy another file loaded, with its own page and mocks, is not this one's.
vi.resetModules();
const { $cart, addVariant, holdsCart } = await import('../../src/lib/cart/store');

const line = (quantity: number) => ({
  id: 'line-1',
  quantity,
  variant: { adminGraphqlId: 'gid://shopify/ProductVariant/40010007' },
  sellingPlanAllocation: null,
});
const cartOf = (quantity: number) =>
  ({ id: 'kept-cart', totalQuantity: quantity, lineItems: [line(quantity)] }) as unknown as Cart;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cart of a page drawn without it', () => {
  it('is fetched at once, and an add waits for it and goes into it', async () => {
    expect(asked.map((a) => `${a.method} ${a.path}`)).toEqual(['GET /api/ecom/v1.0/current-cart']);
    const adding = addVariant({ adminGraphqlId: 'gid://shopify/ProductVariant/40010007', quantity: 1 });
    await settle();
    expect(asked).toHaveLength(1); // the add waits for the cart

    asked[0]!.answer({ cart: cartOf(2), userErrors: [], warnings: [] });
    await settle();
    expect($cart.get()?.id).toBe('kept-cart');
    expect(badge.textContent).toBe('2');
    expect(badge.style.visibility).toBe('');
    expect(link.label).toBe('Cart, 2 items');
    expect(asked.map((a) => a.path)).toEqual(['/api/ecom/v1.0/current-cart', '/api/ecom/v1.0/add-cart-line-items']);
    expect(asked[1]!.body).toMatchObject({ cartId: 'kept-cart' });

    asked[1]!.answer({ cart: cartOf(3), userErrors: [], warnings: [] });
    const result = await adding;
    expect(result).toMatchObject({ ok: true, added: 1 });
    expect(badge.textContent).toBe('3');
  });
});

describe('holdsCart', () => {
  it('reads the hint cookie by its whole name only', () => {
    expect(holdsCart('has_cart=1')).toBe(true);
    expect(holdsCart('a=b; has_cart=1; c=d')).toBe(true);
    expect(holdsCart('a=b;has_cart=1')).toBe(true);
    expect(holdsCart('')).toBe(false);
    expect(holdsCart('not_has_cart=1')).toBe(false);
    expect(holdsCart('x=has_cart=1')).toBe(false);
  });
});

describe('cartLinkLabel', () => {
  it('says how many items, in the singular for one', () => {
    expect(cartLinkLabel(0)).toBe('Cart, 0 items');
    expect(cartLinkLabel(1)).toBe('Cart, 1 item');
    expect(cartLinkLabel(10)).toBe('Cart, 10 items');
  });
});
