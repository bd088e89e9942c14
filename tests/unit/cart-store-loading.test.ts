// The cart's loading flag (spec 000 §4 Cart: "Loading flags are set during cart and customer calls") is the shopper's:
// it is up from the moment a shopper's call is asked for until its answer, even while it waits behind another call,
// and a background write (the giving widget's tracking id) never raises it — a flag raised by a write the shopper did
// not ask for disabled the cart page's Apply button just as a shopper pressed it, and the press was lost.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../src/lib/cart/types';

type Answer = { cart: Cart | null; userErrors: []; warnings: [] };
const asked: { path: string; answer: (value: Answer) => void }[] = [];

vi.mock('../../src/lib/site/api-client', () => ({
  postJson: (path: string) => new Promise<Answer>((answer) => asked.push({ path, answer })),
  shopperMessage: () => 'Something went wrong.',
}));

// The store reads the page when it loads: a copy another file loaded, with its own page and mocks, is not this one's.
vi.resetModules();
const { $cart, $cartLoading, setCartAttributes, setDiscountCodes } = await import('../../src/lib/cart/store');

const cart = { id: 'cart-1', attributes: [], discountCodes: [] } as unknown as Cart;
const answered = () => ({ cart, userErrors: [], warnings: [] }) as Answer;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cart loading flag (spec 000 §4 Cart)', () => {
  beforeEach(() => {
    asked.length = 0;
    $cart.set(cart);
  });

  it('stays down while a background attribute write is under way', async () => {
    const write = setCartAttributes([{ key: 'tracking_id', value: 't-1' }], true);
    await settle();
    expect(asked.map((a) => a.path)).toEqual(['/api/ecom/v1.0/update-cart-attributes']);
    expect($cartLoading.get()).toBe(false);
    asked[0]!.answer(answered());
    await write;
    expect($cartLoading.get()).toBe(false);
  });

  it("is up for a shopper's call from the moment it is asked, while it waits behind a background write", async () => {
    const write = setCartAttributes([{ key: 'tracking_id', value: 't-2' }], true);
    const apply = setDiscountCodes(['SPRING15']);
    expect($cartLoading.get()).toBe(true);
    await settle();
    expect(asked).toHaveLength(1); // the code waits for the write's answer
    asked[0]!.answer(answered());
    await write;
    await settle();
    expect(asked.map((a) => a.path)).toEqual([
      '/api/ecom/v1.0/update-cart-attributes',
      '/api/ecom/v1.0/update-cart-discount-codes',
    ]);
    expect($cartLoading.get()).toBe(true);
    asked[1]!.answer(answered());
    await apply;
    expect($cartLoading.get()).toBe(false);
  });

  it("is up for a shopper's attribute write as for any of their calls", async () => {
    const write = setCartAttributes([{ key: 'note', value: 'x' }]);
    expect($cartLoading.get()).toBe(true);
    await settle();
    asked[0]!.answer(answered());
    await write;
    expect($cartLoading.get()).toBe(false);
  });
});
