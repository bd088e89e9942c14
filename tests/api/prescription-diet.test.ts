// Clinic staff and Prescription Diet on the staff site, with the store's default configuration (no PD_CUSTOMER_GROUPS
// set): every registered staff member gets the program discount (spec 001 §6); only an account whose group is
// eligible (spec 000 §4 isEligibleForPd: ZVET by default, the demo clinics' group) sees and orders Prescription Diet.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PRESCRIPTION_DIET_REFUSAL } from '../../src/lib/catalog/shelf';
import type { CartAnswer } from '../../src/lib/cart/types';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import { Browser, currentCart, fillCart, registered, signedIn } from '../support/checkout';
import { accessCode } from '../support/clinics';

const hpsf = inject('hpsfUrl');
const db = connect(parseDatabaseUrl(inject('databaseUrl')));
afterAll(() => db.destroy());

const api = (name: string) => `/api/ecom/v1.0/${name}`;
const PD = 'prescription-diet-c-d-multicare-urinary-care-chicken-recipe-dry-dog'; // 11288 $16.99, HPSF only
type ApiProduct = { handle: string; brand: string; variants: { sku: string; adminGraphqlId: string }[] };

/** A staff member of a shelter (group ZSHL, not in the default list): registered, but not eligible for PD. */
async function shelterStaff(): Promise<Browser> {
  const { browser } = await registered(hpsf, 'Sol');
  const joined = await browser.post<{ isRegistered: boolean }>('/api/identity/join-clinic', {
    groupID: 'clinic-031',
    accessCode: accessCode('clinic-031'),
  });
  expect(joined.body.isRegistered).toBe(true);
  return browser;
}

const productOf = async (asker: Browser, handle: string) =>
  (await asker.post<{ product: ApiProduct | null }>(api('get-product-by-handle'), { handle })).body.product;

const brandsListed = async (asker: Browser, search?: string) =>
  new Set(
    (
      await asker.post<{ products: ApiProduct[] }>('/api/cms/v1.0/get-products', {
        limit: 100,
        ...(search ? { search } : {}),
      })
    ).body.products.map((p) => p.brand),
  );

/** The variant id of the Prescription Diet SKU, as an eligible staff member's product page gives it. */
async function pdVariantId(): Promise<string> {
  const product = await productOf(await signedIn(hpsf, 'staff@example.com'), PD);
  return product!.variants.find((v) => v.sku === '11288')!.adminGraphqlId;
}

/** Takes every line out of the cart the browser has, if any. */
async function emptyCart(browser: Browser): Promise<void> {
  const cart = await currentCart(browser);
  if (!cart) return;
  const { body } = await browser.post<CartAnswer>(api('remove-cart-line-items'), {
    cartId: cart.id,
    lineItemIds: cart.lineItems.map((l) => l.id),
  });
  expect(body.userErrors).toEqual([]);
}

const addPd = async (asker: Browser) =>
  (
    await asker.post<CartAnswer>(api('create-cart'), {
      buyerIdentity: {},
      lineItems: [{ merchandiseId: await pdVariantId(), quantity: 1 }],
    })
  ).body;

describe('the program discount (spec 001 §6)', () => {
  it('takes 20% off for the demo staff member with the default configuration', async () => {
    const staff = await signedIn(hpsf, 'staff@example.com');
    await emptyCart(staff); // the demo account's saved cart may hold what other tests put in
    const cart = await fillCart(staff, [{ sku: '10007', quantity: 2 }]); // 2 × $11.99
    expect(cart.cost.subtotalAmount.amount).toBe('23.98');
    expect(cart.cost.programDiscountAmount.amount).toBe('4.80');
    expect(cart.cost.totalAmount.amount).toBe('19.18');
  });

  it('takes it off for a registered staff member whose clinic is not eligible for Prescription Diet, too', async () => {
    const cart = await fillCart(await shelterStaff(), [{ sku: '10007', quantity: 1 }]);
    expect(cart.cost.programDiscountAmount.amount).toBe('2.40');
  });

  it('is not given to a guest of the staff site', async () => {
    const cart = await fillCart(new Browser(hpsf), [{ sku: '10007', quantity: 1 }]);
    expect(cart.cost.programDiscountAmount.amount).toBe('0.00');
  });
});

describe('Prescription Diet (spec 000 §4 isEligibleForPd)', () => {
  it('is shown to and ordered by an eligible staff member', async () => {
    const staff = await signedIn(hpsf, 'staff@example.com');
    expect((await productOf(staff, PD))?.brand).toBe('Prescription Diet');
    expect(await brandsListed(staff)).toContain('Prescription Diet');
    expect((await staff.get(`/products/${PD}`)).status).toBe(200);
    const added = await addPd(staff);
    expect(added.userErrors).toEqual([]);
    expect(added.cart?.lineItems.map((l) => [l.variant.sku, l.product.brand])).toEqual([
      ['11288', 'Prescription Diet'],
    ]);
  });

  for (const [who, asker] of [
    ['a guest', async () => new Browser(hpsf)],
    ['a staff member whose group is not eligible', shelterStaff],
  ] as const) {
    it(`is hidden from ${who}, and adding it is refused with nothing stored`, async () => {
      const browser = await asker();
      expect(await productOf(browser, PD)).toBeNull();
      expect(await brandsListed(browser)).not.toContain('Prescription Diet');
      expect(await brandsListed(browser, 'urinary care')).not.toContain('Prescription Diet');
      expect((await browser.get(`/products/${PD}`)).status).toBe(404);
      const listing = await (await browser.get('/products/dog/brand/prescription-diet')).text();
      expect(listing).not.toContain('c/d');
      const refused = await addPd(browser);
      expect(refused).toEqual({
        cart: null,
        userErrors: [
          {
            code: 'INVALID_MERCHANDISE_LINE',
            field: ['lineItems', 0, 'merchandiseId'],
            message: PRESCRIPTION_DIET_REFUSAL,
          },
        ],
        warnings: [],
      });
      expect(browser.cookies.has('guest_col_cart_id') || browser.cookies.has('col_cart_id')).toBe(false);
    });
  }

  it('is not checked out by someone not eligible, when a line of it is in their cart', async () => {
    // A line put in before the account's group left the list, say: written straight into the cart.
    const staff = await shelterStaff();
    const cart = await fillCart(staff, [{ sku: '10007', quantity: 1 }]);
    const pdVariant = (await pdVariantId()).replace('gid://shopify/ProductVariant/', '');
    await db
      .insertInto('cart_lines')
      .values({
        id: `pd-${cart.id.slice(0, 8)}`,
        cart_id: cart.id,
        variant_id: pdVariant,
        selling_plan_id: null,
        position: 1,
        attributes: '[]',
        merge_key: `pd-${cart.id}`,
        quantity: 1,
      })
      .execute();
    const { status, body } = await staff.post<{ error: { message: string } }>('/api/multipass', {});
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(PRESCRIPTION_DIET_REFUSAL);
    expect(staff.cookies.has('checkout_session')).toBe(false);
  });
});
