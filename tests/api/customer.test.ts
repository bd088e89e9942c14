// The customer calls (spec 000 §7 get-{commerce}-customer, update-customer, delete-metafield) and the password change.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Customer } from '../../src/lib/account/customer.server';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const api = (name: string) => `/api/ecom/v1.0/${name}`;
type Update = { customerUpdate: { customer: Customer | null; userErrors: { message: string }[] } };

async function customer(password = 'a-long-password'): Promise<{ shopper: Shopper; email: string; me: Customer }> {
  const shopper = new Shopper(dtc);
  const email = `cust-${randomUUID().slice(0, 8)}@example.com`;
  await shopper.post('/api/account/register', { email, password, firstName: 'Lee', lastName: 'Park' });
  await shopper.confirmEmail(email);
  const me = (await shopper.post<{ customer: Customer }>(api('get-shopify-customer'), {})).body.customer;
  return { shopper, email, me };
}

describe('the customer', () => {
  it('answers the signed-in customer and keeps profile changes and metafields', async () => {
    const { shopper, email, me } = await customer();
    expect(me).toMatchObject({
      email,
      firstName: 'Lee',
      lastName: 'Park',
      phone: null,
      acceptsMarketing: false,
      addresses: [],
      metafields: [],
    });
    const updated = await shopper.post<Update>(api('update-customer'), {
      customerId: me.id,
      updateInput: {
        firstName: 'Leigh',
        phone: '303-555-0100',
        acceptsMarketing: true,
        metafields: [{ namespace: 'custom', key: 'pet_name', type: 'single_line_text_field', value: 'Biscuit' }],
      },
    });
    expect(updated.body.customerUpdate.userErrors).toEqual([]);
    expect(updated.body.customerUpdate.customer).toMatchObject({
      firstName: 'Leigh',
      lastName: 'Park',
      phone: '303-555-0100',
      acceptsMarketing: true,
    });
    const field = updated.body.customerUpdate.customer!.metafields[0]!;
    expect(field).toMatchObject({ namespace: 'custom', key: 'pet_name', value: 'Biscuit' });
    expect(
      (await shopper.post<{ deletedId: string }>(api('delete-metafield'), { metafieldId: field.id })).body.deletedId,
    ).toBe(field.id);
    expect(
      (await shopper.post<{ customer: Customer }>(api('get-shopify-customer'), {})).body.customer.metafields,
    ).toEqual([]);
  });

  it('refuses a change that cannot all be kept, changing nothing, and anyone but the customer', async () => {
    const { shopper, me } = await customer();
    const refused = await shopper.post<Update>(api('update-customer'), {
      customerId: me.id,
      updateInput: { firstName: 'Changed', metafields: [{ id: 'no-such-field', value: 'x' }] },
    });
    expect(refused.body.customerUpdate).toEqual({
      customer: null,
      userErrors: [expect.objectContaining({ message: 'That metafield does not exist.' })],
    });
    expect((await shopper.post<{ customer: Customer }>(api('get-shopify-customer'), {})).body.customer.firstName).toBe(
      'Lee',
    );
    expect(
      (await shopper.post(api('update-customer'), { customerId: 'someone-else', updateInput: { firstName: 'X' } }))
        .status,
    ).toBe(403);
    expect(
      (await shopper.post(api('update-customer'), { customerId: me.id, updateInput: { phone: 'call me' } })).status,
    ).toBe(400);
    expect((await new Shopper(dtc).post(api('get-shopify-customer'), {})).status).toBe(401);
    const other = await customer();
    await other.shopper.post(api('update-customer'), {
      customerId: other.me.id,
      updateInput: { metafields: [{ namespace: 'custom', key: 'ship_to', value: '42' }] },
    });
    const theirs = (await other.shopper.post<{ customer: Customer }>(api('get-shopify-customer'), {})).body.customer
      .metafields[0]!;
    expect(
      (await shopper.post<{ deletedId: string | null }>(api('delete-metafield'), { metafieldId: theirs.id })).body
        .deletedId,
    ).toBeNull();
  });

  it('changes the password only with the current one', async () => {
    const { shopper, email } = await customer('first-password');
    expect(
      (
        await shopper.post<{ userErrors: { message: string }[] }>('/api/account/change-password', {
          currentPassword: 'wrong-password',
          newPassword: 'second-password',
        })
      ).body.userErrors[0]?.message,
    ).toBe('Your current password is not right.');
    expect(
      (
        await shopper.post<{ userErrors: unknown[] }>('/api/account/change-password', {
          currentPassword: 'first-password',
          newPassword: 'second-password',
        })
      ).body.userErrors,
    ).toEqual([]);
    expect((await new Shopper(dtc).post('/api/account/sign-in', { email, password: 'second-password' })).status).toBe(
      200,
    );
    expect(
      (
        await new Shopper(dtc).post('/api/account/change-password', {
          currentPassword: 'x',
          newPassword: 'long-enough-1',
        })
      ).status,
    ).toBe(401);
  });
});

type Answer = {
  customer: Customer & {
    persistedCartMetafield: { id: string; namespace: string; key: string; value: string } | null;
    soldTo: string | null;
    shipToZip: string | null;
    clinicZip: string | null;
    orders: { orders: { id: string; lineItems: unknown[] }[]; pageInfo: { hasNextPage: boolean } };
    subscriptions: { contractId: string; frequencyDays: number }[];
  };
};
const hpsf = inject('hpsfUrl');

describe('the customer profile’s fields (spec 000 §3 Customer profile, Customer metafields)', () => {
  it('answers a new customer’s saved cart, ship-to ZIP, orders and subscriptions, all empty until they exist', async () => {
    const { shopper, email } = await customer();
    const first = (await shopper.post<Answer>(api('get-shopify-customer'), {})).body.customer;
    expect(first).toMatchObject({
      persistedCartMetafield: null,
      soldTo: null,
      clinicZip: null,
      shipToZip: null,
      orders: { orders: [], pageInfo: { hasNextPage: false } },
      subscriptions: [],
    });
    const product = (
      await shopper.post<{ product: { variants: { adminGraphqlId: string }[] } }>(api('get-product-by-handle'), {
        handle: 'science-diet-puppy-chicken-brown-rice-dry-dog',
      })
    ).body.product;
    const cart = await shopper.post<{ cart: { id: string } }>(api('create-cart'), {
      lineItems: [{ merchandiseId: product.variants[0]!.adminGraphqlId, quantity: 1 }],
    });
    // Signing in again saves the cart as the customer's (the sign-in hand-over).
    await shopper.post('/api/account/sign-out', {});
    await shopper.post('/api/account/sign-in', { email, password: 'a-long-password' });
    const after = (await shopper.post<Answer>(api('get-shopify-customer'), {})).body.customer;
    expect(after.persistedCartMetafield).toMatchObject({
      namespace: 'product',
      key: 'persisted_cart_id',
      value: cart.body.cart.id,
    });
  });

  it('answers the demo shopper’s orders with their lines and a next page, and their autoships', async () => {
    const shopper = new Shopper(dtc);
    await shopper.post('/api/account/sign-in', { email: 'shopper@example.com', password: 'Petfood-demo-1' });
    const me = (await shopper.post<Answer>(api('get-shopify-customer'), {})).body.customer;
    expect(me.orders.orders.length).toBeGreaterThan(0);
    expect(me.orders.orders.length).toBeLessThanOrEqual(10);
    expect(me.orders.orders[0]!.lineItems.length).toBeGreaterThan(0);
    expect(me.orders.pageInfo).toHaveProperty('hasNextPage');
    expect(me.subscriptions.length).toBeGreaterThan(0);
    expect(me.subscriptions[0]).toMatchObject({ contractId: expect.any(String), frequencyDays: expect.any(Number) });
    expect(me.soldTo).toBeNull();
  });

  it('gives the seeded staff member their clinic’s custom metafields, sold-to and ZIPs', async () => {
    const staff = new Shopper(hpsf);
    await staff.post('/api/account/sign-in', { email: 'staff@example.com', password: 'Petfood-demo-1' });
    const me = (await staff.post<Answer>(api('get-shopify-customer'), {})).body.customer;
    const custom = me.metafields
      .filter((m) => m.namespace === 'custom')
      .map(({ key, value, type }) => ({ key, value, type }));
    expect(custom).toEqual([
      { key: 'clinic_zip', value: '80204', type: 'single_line_text_field' },
      { key: 'ship_to', value: '0003000001', type: 'single_line_text_field' },
      { key: 'sold_to', value: '0002000001', type: 'single_line_text_field' },
    ]);
    expect(me).toMatchObject({ soldTo: '0002000001', clinicZip: '80204', shipToZip: '80204' });
  });
});
