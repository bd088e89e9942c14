// The cart calls of API.md "Cart" against the built server and a real database (spec 000 §4 Cart, §5, §9).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Cart, CartAnswer } from '../../src/lib/cart/types';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { signedIn } from '../support/checkout';
import { postJson } from '../support/server';
import { Shopper, signedUp } from '../support/shopper';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const api = (name: string) => `/api/ecom/v1.0/${name}`;
type Variant = {
  id: string;
  adminGraphqlId: string;
  sku: string;
  price: { amount: string };
  weight: number;
  weightUnit: string;
  sellingPlans: { id: string }[];
};

async function variantsOf(base: string, handle: string): Promise<Variant[]> {
  const response = await postJson(base, api('get-product-by-handle'), { handle });
  return ((await response.json()) as { product: { variants: Variant[] } }).product.variants;
}

let puppy: Variant[]; // 10007 $11.99, 10014 $15.99, 10021 limited (central region only), 10028 $68.99
let soldOut: Variant;
beforeAll(async () => {
  puppy = await variantsOf(dtc, 'science-diet-puppy-chicken-brown-rice-dry-dog');
  const all = (await (await postJson(dtc, '/api/cms/v1.0/get-products', { limit: 100 })).json()) as {
    products: { variants: (Variant & { inStock: boolean })[] }[];
  };
  soldOut = all.products.flatMap((p) => p.variants).find((v) => !v.inStock)!;
});
const bySku = (sku: string) => puppy.find((v) => v.sku === sku)!;
const line = (v: Variant, quantity = 1, sellingPlanId: string | null = null) => ({
  merchandiseId: v.adminGraphqlId,
  quantity,
  sellingPlanId,
});

async function newCart(shopper: Shopper, lineItems: unknown[]): Promise<Cart> {
  const { status, body } = await shopper.post<CartAnswer>(api('create-cart'), { buyerIdentity: {}, lineItems });
  expect(status).toBe(200);
  expect(body.userErrors).toEqual([]);
  return body.cart!;
}

describe('create-cart and get-cart', () => {
  it('stores nothing for a create with no lines, however often it is called (issue: empty carts)', async () => {
    const db = connect(parseDatabaseUrl(inject('databaseUrl')));
    try {
      // No cart may be without lines: one that loses its last line goes, and one is only made with a line.
      const emptyCarts = async () =>
        (
          await db
            .selectFrom('carts')
            .select('id')
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('cart_lines').select('id').whereRef('cart_lines.cart_id', '=', 'carts.id'))),
            )
            .execute()
        ).length;
      for (let i = 0; i < 5; i++) {
        const shopper = new Shopper(dtc);
        const { status, body } = await shopper.post<CartAnswer>(api('create-cart'), {
          buyerIdentity: {},
          lineItems: [],
        });
        expect([status, body]).toEqual([200, { cart: null, userErrors: [], warnings: [] }]);
        expect(shopper.cookies.has('guest_col_cart_id')).toBe(false);
      }
      expect(await emptyCarts()).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('creates a cart, sets the guest cookie HttpOnly and SameSite=Lax, and finds it again by that cookie', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 2)]);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost.subtotalAmount).toEqual({ amount: '23.98', currencyCode: 'USD' });
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cookie = shopper.lastSetCookies.find((c) => c.startsWith('guest_col_cart_id='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(shopper.cookies.get('guest_col_cart_id')).toBe(cart.id);
    const again = await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id });
    expect(again.body.cart?.lineItems.map((l) => [l.variant.sku, l.quantity])).toEqual([['10007', 2]]);
  });

  it('fills in the weight attributes of a line from the food', async () => {
    const cart = await newCart(new Shopper(dtc), [line(bySku('10028'))]);
    expect(cart.lineItems[0]!.attributes).toEqual(
      expect.arrayContaining([
        { key: '_weightValue', value: String(bySku('10028').weight) },
        { key: '_weightUnit', value: 'lbs' },
      ]),
    );
  });

  it('answers cart null to someone without the cookie, and on the other site', async () => {
    const cart = await newCart(new Shopper(dtc), [line(bySku('10007'))]);
    expect((await new Shopper(dtc).post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart).toBeNull();
    const elsewhere = new Shopper(hpsf);
    elsewhere.cookies.set('guest_col_cart_id', cart.id);
    expect((await elsewhere.post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart).toBeNull();
  });

  it('creates nothing when a line is refused', async () => {
    const shopper = new Shopper(dtc);
    const { body } = await shopper.post<CartAnswer>(api('create-cart'), {
      lineItems: [line(bySku('10007'), 2), line(soldOut)],
    });
    expect(body.cart).toBeNull();
    expect(body.userErrors[0]).toMatchObject({
      code: 'INVALID_MERCHANDISE_LINE',
      field: ['lineItems', 1, 'merchandiseId'],
    });
    expect(shopper.cookies.size).toBe(0);
  });
});

describe('add-cart-line-items', () => {
  it('merges the same food into one line and keeps autoship apart, adding AUTO35 with the first autoship line', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'))]);
    const { body } = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: cart.id,
      lineItems: [line(bySku('10007'), 2), line(bySku('10014'), 1, 'autoship-4w')],
    });
    expect(body.userErrors).toEqual([]);
    const lines = body.cart!.lineItems;
    expect(lines.map((l) => [l.variant.sku, l.quantity, l.sellingPlanAllocation?.sellingPlan.id ?? null])).toEqual([
      ['10007', 3, null],
      ['10014', 1, 'autoship-4w'],
    ]);
    expect(lines[1]!.cost.amountPerQuantity.amount).toBe('15.19'); // 5% off $15.99
    expect(body.cart!.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, message: 'AUTO35 is applied.' }]);
    // 3 × 11.99 + 15.19 = 51.16; AUTO35 takes 35% of the autoship line: 5.32
    expect(body.cart!.cost.subtotalAmount.amount).toBe('51.16');
    expect(body.cart!.cost.totalAmount.amount).toBe('45.84');
  });

  it('gives AUTO35 only to a shopper who has never subscribed: not to the demo shopper with autoships, here or when a guest cart is merged at sign-in (spec 001 §4)', async () => {
    const shopper = new Shopper(dtc);
    const guest = await newCart(shopper, [line(bySku('10014'), 1, 'autoship-4w')]);
    expect(guest.discountCodes).toEqual([{ code: 'AUTO35', applicable: true, message: 'AUTO35 is applied.' }]);
    const signIn = await shopper.post(`/api/account/sign-in`, {
      email: 'shopper@example.com',
      password: 'Petfood-demo-1',
    });
    expect(signIn.status).toBe(200);
    const merged = await shopper.post<CartAnswer>(api('get-cart'), { cartId: shopper.cookies.get('col_cart_id') });
    expect(merged.body.cart!.discountCodes).toEqual([]);
    const { body } = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: merged.body.cart!.id,
      lineItems: [line(bySku('10007'), 1, 'autoship-2w')],
    });
    expect(body.userErrors).toEqual([]);
    expect(body.cart!.discountCodes).toEqual([]);
    expect(body.cart!.cost.totalAmount.amount).toBe(body.cart!.cost.subtotalAmount.amount);
  });

  it('refuses an 11th item and changes nothing (spec 000 §9)', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 6), line(bySku('10014'), 4)]);
    const { body } = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: cart.id,
      lineItems: [line(bySku('10028'))],
    });
    expect(body.userErrors).toEqual([
      expect.objectContaining({ code: 'MAXIMUM_EXCEEDED', message: expect.stringMatching(/up to 10 items/) }),
    ]);
    const after = await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id });
    expect(after.body.cart?.totalQuantity).toBe(10);
    expect(after.body.cart?.lineItems).toHaveLength(2);
  });

  it('adds to a guest cart only up to the room left and says so (spec 000 §5)', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 8)]);
    const { status, body } = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: cart.id,
      lineItems: [line(bySku('10014'), 5)],
    });
    expect(status).toBe(200);
    expect(body.userErrors).toEqual([]);
    expect(body.warnings).toEqual([
      {
        code: 'MAXIMUM_EXCEEDED',
        field: ['lineItems', 0, 'quantity'],
        message: 'Only 2 of the 5 were added: your cart can hold up to 10 items.',
      },
    ]);
    expect(body.cart?.totalQuantity).toBe(10);
    expect(body.cart?.lineItems.find((l) => l.variant.sku === '10014')?.quantity).toBe(2);
    const created = await new Shopper(dtc).post<CartAnswer>(api('create-cart'), {
      buyerIdentity: {},
      lineItems: [line(bySku('10007'), 3, 'autoship-2w'), line(bySku('10007'), 4, 'autoship-2w')],
    });
    expect(created.body.cart?.totalQuantity).toBe(5);
    expect(created.body.warnings.map((w) => w.message)).toEqual([
      'Only 2 of the 4 were added: you can have up to 5 of one food on Autoship.',
    ]);
  });

  it("refuses a signed-in customer's add over the room left whole, as before (spec 000 §5 names guests)", async () => {
    const { shopper } = await signedUp(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 8)]);
    const { body } = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: cart.id,
      lineItems: [line(bySku('10014'), 5)],
    });
    expect(body.userErrors[0]).toMatchObject({ code: 'MAXIMUM_EXCEEDED' });
    expect(body.warnings).toEqual([]);
    const after = await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id });
    expect(after.body.cart?.totalQuantity).toBe(8);
  });

  it('refuses a 6th unit on one autoship line (spec 000 §5)', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 5, 'autoship-2w')]);
    const { body } = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: cart.id,
      lineItems: [line(bySku('10007'), 1, 'autoship-2w')],
    });
    expect(body.userErrors[0]).toMatchObject({
      code: 'MAXIMUM_EXCEEDED',
      message: expect.stringMatching(/up to 5 of one food on Autoship/),
    });
  });

  it('treats 0 and negative quantities as 1, and refuses fractions, strings, huge numbers and wrong types with 400', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 0)]);
    expect(cart.totalQuantity).toBe(1);
    const negative = await shopper.post<CartAnswer>(api('add-cart-line-items'), {
      cartId: cart.id,
      lineItems: [line(bySku('10014'), -7)],
    });
    expect(negative.body.cart?.totalQuantity).toBe(2);
    for (const quantity of [1.5, '2', 10_001, null]) {
      const { status, body } = await shopper.post<{ error: { code: string; message: string } }>(
        api('add-cart-line-items'),
        { cartId: cart.id, lineItems: [{ merchandiseId: bySku('10007').adminGraphqlId, quantity }] },
      );
      expect(status).toBe(400);
      expect(body.error.code).toBe('BAD_REQUEST');
    }
    expect(
      (await shopper.post(api('add-cart-line-items'), { cartId: 42, lineItems: [line(bySku('10007'))] })).status,
    ).toBe(400);
    expect((await shopper.post(api('add-cart-line-items'), { cartId: cart.id, lineItems: [] })).status).toBe(400);
    expect((await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart?.totalQuantity).toBe(2);
  });

  it('refuses an unknown food, a schedule the food does not have, and a food out of stock at the shopper ZIP', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'))]);
    const add = (lineItems: unknown[]) =>
      shopper.post<CartAnswer>(api('add-cart-line-items'), { cartId: cart.id, lineItems });
    expect(
      (await add([{ merchandiseId: 'gid://shopify/ProductVariant/nope', quantity: 1 }])).body.userErrors[0]?.code,
    ).toBe('INVALID_MERCHANDISE_LINE');
    expect((await add([line(bySku('10007'), 1, 'autoship-3w')])).body.userErrors[0]).toMatchObject({
      code: 'INVALID',
      field: ['lineItems', 0, 'sellingPlanId'],
    });
    expect((await add([line(soldOut)])).body.userErrors[0]?.message).toMatch(/out of stock for delivery to 80011/);
    // 10021 is held only by the central warehouse: out of stock at the default ZIP 80011, in stock at 60601.
    expect((await add([line(bySku('10021'))])).body.userErrors[0]?.code).toBe('INVALID_MERCHANDISE_LINE');
    shopper.cookies.set('user_location', '60601::HOME');
    expect((await add([line(bySku('10021'))])).body.cart?.totalQuantity).toBe(2);
  });

  it('sells Prescription Diet on HPSF only, to eligible staff (spec 000 §4 isEligibleForPd)', async () => {
    const staff = await signedIn(hpsf, 'staff@example.com');
    const { product } = (
      await staff.post<{ product: { variants: Variant[] } }>(api('get-product-by-handle'), {
        handle: 'prescription-diet-c-d-multicare-urinary-care-chicken-recipe-dry-dog',
      })
    ).body;
    const pd = product.variants[0]!;
    expect((await newCart(staff, [line(pd)])).totalQuantity).toBe(1);
    const { body } = await new Shopper(dtc).post<CartAnswer>(api('create-cart'), { lineItems: [line(pd)] });
    expect(body.userErrors[0]?.code).toBe('INVALID_MERCHANDISE_LINE');
  });
});

describe('update-cart-line-items and remove-cart-line-items', () => {
  it('changes a quantity, removes a line at 0, and clears the cart and its cookie when the last item goes', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007')), line(bySku('10014'))]);
    const [first, second] = cart.lineItems as [Cart['lineItems'][0], Cart['lineItems'][0]];
    const raised = await shopper.post<CartAnswer>(api('update-cart-line-items'), {
      cartId: cart.id,
      lineItems: [{ id: first.id, quantity: 4 }],
    });
    expect(raised.body.cart?.totalQuantity).toBe(5);
    const dropped = await shopper.post<CartAnswer>(api('update-cart-line-items'), {
      cartId: cart.id,
      lineItems: [{ id: second.id, quantity: 0 }],
    });
    expect(dropped.body.cart?.lineItems.map((l) => l.id)).toEqual([first.id]);
    const emptied = await shopper.post<CartAnswer>(api('remove-cart-line-items'), {
      cartId: cart.id,
      lineItemIds: [first.id],
    });
    expect(emptied.body).toEqual({ cart: null, userErrors: [], warnings: [] });
    expect(
      shopper.lastSetCookies.some(
        (c) => c.startsWith('guest_col_cart_id=') && /max-age=0|expires=thu, 01 jan 1970/i.test(c),
      ),
    ).toBe(true);
    expect(shopper.cookies.has('guest_col_cart_id')).toBe(false);
    shopper.cookies.set('guest_col_cart_id', cart.id);
    expect((await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart).toBeNull();
  });

  it('refuses raising a line over the limits and an id that is not in the cart', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 3, 'autoship-6w')]);
    const id = cart.lineItems[0]!.id;
    expect(
      (
        await shopper.post<CartAnswer>(api('update-cart-line-items'), {
          cartId: cart.id,
          lineItems: [{ id, quantity: 6 }],
        })
      ).body.userErrors[0]?.code,
    ).toBe('MAXIMUM_EXCEEDED');
    expect(
      (
        await shopper.post<CartAnswer>(api('update-cart-line-items'), {
          cartId: cart.id,
          lineItems: [{ id: 'other', quantity: 1 }],
        })
      ).body.userErrors[0]?.field,
    ).toEqual(['lineItems', 0, 'id']);
    expect(
      (await shopper.post<CartAnswer>(api('remove-cart-line-items'), { cartId: cart.id, lineItemIds: ['other'] })).body
        .userErrors[0]?.code,
    ).toBe('INVALID');
    expect(
      (await shopper.post(api('update-cart-line-items'), { cartId: cart.id, lineItems: [{ id, quantity: 2.5 }] }))
        .status,
    ).toBe(400);
    expect((await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart?.totalQuantity).toBe(3);
  });
});

describe('attributes, note, buyer identity and discount codes', () => {
  it('stores cart attributes, a note and the buyer identity, and refuses a malformed email', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'))]);
    const attributes = [{ key: 'is_attestation_checked', value: 'true' }];
    expect(
      (await shopper.post<CartAnswer>(api('update-cart-attributes'), { cartId: cart.id, attributes })).body.cart
        ?.attributes,
    ).toEqual(attributes);
    expect(
      (await shopper.post<CartAnswer>(api('update-cart-note'), { cartId: cart.id, note: 'Leave at the side door' }))
        .body.cart?.note,
    ).toBe('Leave at the side door');
    const identity = await shopper.post<CartAnswer>(api('update-cart-buyer-identity'), {
      cartId: cart.id,
      buyerIdentity: { email: 'pat@example.com', countryCode: 'US', customerAccessToken: 'ignored' },
    });
    expect(identity.body.cart?.buyerIdentity).toEqual({
      email: 'pat@example.com',
      phone: null,
      countryCode: 'US',
      customerAccessToken: null,
    });
    expect(
      (
        await shopper.post(api('update-cart-buyer-identity'), {
          cartId: cart.id,
          buyerIdentity: { email: 'not-an-email' },
        })
      ).status,
    ).toBe(400);
    expect((await shopper.post(api('update-cart-note'), { cartId: cart.id, note: 'x'.repeat(1001) })).status).toBe(400);
  });

  it('replaces the codes and says what each does: not over its minimum, expired, applied (spec 000 §4 Cart)', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'))]);
    const small = await shopper.post<CartAnswer>(api('update-cart-discount-codes'), {
      cartId: cart.id,
      codes: ['welcome10', 'SPRING15'],
    });
    expect(small.body.userErrors).toEqual([]);
    expect(small.body.cart?.discountCodes).toEqual([
      {
        code: 'WELCOME10',
        applicable: false,
        message: "WELCOME10 doesn't take anything off this cart: it needs a subtotal of $25.00 or more.",
      },
      { code: 'SPRING15', applicable: false, message: 'SPRING15 expired on June 1, 2026.' },
    ]);
    await shopper.post(api('update-cart-line-items'), {
      cartId: cart.id,
      lineItems: [{ id: cart.lineItems[0]!.id, quantity: 3 }],
    });
    const { body } = await shopper.post<CartAnswer>(api('update-cart-discount-codes'), {
      cartId: cart.id,
      codes: ['WELCOME10'],
    });
    expect(body.cart?.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true, message: 'WELCOME10 is applied.' },
    ]);
    expect(body.cart?.cost.subtotalAmount.amount).toBe('35.97');
    expect(body.cart?.cost.totalAmount.amount).toBe('32.37');
    expect(body.cart?.cost.totalSavingsAmount.amount).toBe('3.60');
  });

  it('refuses a code it does not recognise, says so, and keeps the codes the cart had (spec 000 §4 Cart)', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'), 3)]);
    await shopper.post(api('update-cart-discount-codes'), { cartId: cart.id, codes: ['WELCOME10'] });
    const { status, body } = await shopper.post<CartAnswer>(api('update-cart-discount-codes'), {
      cartId: cart.id,
      codes: ['WELCOME10', ' bogus '],
    });
    expect(status).toBe(200);
    expect(body.cart).toBeNull();
    expect(body.userErrors).toEqual([
      { code: 'INVALID', field: ['codes', 1], message: "We don't recognise the code BOGUS." },
    ]);
    const after = await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id });
    expect(after.body.cart?.discountCodes.map((c) => c.code)).toEqual(['WELCOME10']);
  });
});

describe('whose cart it is', () => {
  it("refuses every change to someone else's cart and leaves it as it was", async () => {
    const owner = new Shopper(dtc);
    const cart = await newCart(owner, [line(bySku('10007'))]);
    const stranger = new Shopper(dtc);
    await newCart(stranger, [line(bySku('10014'))]);
    const attempts: [string, unknown][] = [
      ['add-cart-line-items', { cartId: cart.id, lineItems: [line(bySku('10028'))] }],
      ['update-cart-line-items', { cartId: cart.id, lineItems: [{ id: cart.lineItems[0]!.id, quantity: 5 }] }],
      ['remove-cart-line-items', { cartId: cart.id, lineItemIds: [cart.lineItems[0]!.id] }],
      ['update-cart-note', { cartId: cart.id, note: 'mine now' }],
      ['update-cart-discount-codes', { cartId: cart.id, codes: ['WELCOME10'] }],
    ];
    for (const [path, body] of attempts) {
      const answer = await stranger.post<CartAnswer>(api(path), body);
      expect(answer.body).toEqual({
        cart: null,
        userErrors: [expect.objectContaining({ code: 'INVALID', field: ['cartId'] })],
        warnings: [],
      });
    }
    const after = (await owner.post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart!;
    expect([after.totalQuantity, after.note, after.discountCodes]).toEqual([1, null, []]);
  });

  it('refuses a foreign origin, a form post and a GET', async () => {
    const shopper = new Shopper(dtc);
    expect((await shopper.post(api('create-cart'), { lineItems: [] }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect(
      (
        await fetch(`${dtc}${api('create-cart')}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', origin: dtc },
          body: '{}',
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${dtc}${api('get-cart')}`)).status).toBe(405);
  });
});

describe('under load (spec 000 §9 limits)', () => {
  it('keeps every one of 50 parallel adds to one cart or refuses it, never passing 10 in total or 5 on autoship', async () => {
    const shopper = new Shopper(dtc);
    const cart = await newCart(shopper, [line(bySku('10007'))]);
    const adds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        shopper.post<CartAnswer>(api('add-cart-line-items'), {
          cartId: cart.id,
          lineItems: [i % 2 ? line(bySku('10014'), 1, 'autoship-4w') : line(bySku('10028'))],
        }),
      ),
    );
    expect(adds.every((a) => a.status === 200)).toBe(true);
    const accepted = adds.filter((a) => a.body.userErrors.length === 0).length;
    const final = (await shopper.post<CartAnswer>(api('get-cart'), { cartId: cart.id })).body.cart!;
    expect(final.totalQuantity).toBe(10);
    expect(accepted).toBe(9);
    expect(adds.filter((a) => a.body.userErrors[0]?.code === 'MAXIMUM_EXCEEDED')).toHaveLength(41);
    const autoship = final.lineItems.find((l) => l.sellingPlanAllocation)!;
    expect(autoship.quantity).toBeLessThanOrEqual(5);
    expect(final.lineItems.reduce((sum, l) => sum + l.quantity, 0)).toBe(10);
  });
});
