// The staff preferred address, clinic or home (spec 000 §4 Session; §3 metafield profeeding.preferred_address), kept
// through update-customer and followed by stock on the staff site.
import { describe, expect, inject, it } from 'vitest';
import type { Customer } from '../../src/lib/account/customer.server';
import { Shopper, signedUp } from '../support/shopper';
import { accessCode } from '../support/clinics';

const hpsf = inject('hpsfUrl');
const dtc = inject('dtcUrl');
const api = (name: string) => `/api/ecom/v1.0/${name}`;
type Update = { customerUpdate: { customer: Customer | null; userErrors: { field: string[]; message: string }[] } };

const customerOf = async (shopper: Shopper) =>
  (await shopper.post<{ customer: Customer }>(api('get-shopify-customer'), {})).body.customer;
const choose = async (shopper: Shopper, value: unknown) => {
  const me = await customerOf(shopper);
  return (
    await shopper.post<Update>(api('update-customer'), {
      customerId: me.id,
      updateInput: {
        metafields: [{ namespace: 'profeeding', key: 'preferred_address', type: 'single_line_text_field', value }],
      },
    })
  ).body.customerUpdate;
};
const preferredField = (me: Customer) =>
  me.metafields.find((m) => m.namespace === 'profeeding' && m.key === 'preferred_address');
const page = async (shopper: Shopper, path: string) => (await shopper.get(path)).text();
const denverHome = {
  firstName: 'Vi',
  lastName: 'Tran',
  address1: '1200 Larimer St',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80204',
  countryCode: 'US',
};

/** A staff member of Chicago Pet Care Center (ZIP 60601). */
async function chicagoStaff(): Promise<Shopper> {
  const { shopper } = await signedUp(hpsf);
  expect((await customerOf(shopper)).preferredAddress).toBeNull();
  await shopper.post('/api/identity/join-clinic', { groupID: 'clinic-004', accessCode: accessCode('clinic-004') });
  return shopper;
}

describe('the staff preferred address', () => {
  it('is the clinic until chosen, takes clinic or home, and home only with a default address', async () => {
    const staff = await chicagoStaff();
    expect((await customerOf(staff)).preferredAddress).toBe('clinic');

    const homeless = await choose(staff, 'home');
    expect(homeless).toEqual({
      customer: null,
      userErrors: [
        {
          field: ['metafields', '0', 'value'],
          message: 'To have deliveries sent home, first save your home address as the default in your address book.',
        },
      ],
    });
    expect(preferredField(await customerOf(staff))).toBeUndefined();

    const clinic = await choose(staff, 'clinic');
    expect(clinic.userErrors).toEqual([]);
    expect(clinic.customer).toMatchObject({ preferredAddress: 'clinic' });
    expect(preferredField(clinic.customer!)).toMatchObject({ type: 'single_line_text_field', value: 'clinic' });

    expect((await staff.post(api('customer-address-create'), { address: denverHome })).status).toBe(200);
    const home = await choose(staff, 'home');
    expect(home.userErrors).toEqual([]);
    expect(home.customer).toMatchObject({ preferredAddress: 'home', defaultAddress: { zip: '80204' } });
    expect((await customerOf(staff)).preferredAddress).toBe('home');
  });

  it('refuses any other value, by key or by metafield id, and keeps nothing', async () => {
    const staff = await chicagoStaff();
    await choose(staff, 'clinic');
    for (const value of ['office', 'Home', '']) {
      expect((await choose(staff, value)).userErrors, value).toEqual([
        { field: ['metafields', '0', 'value'], message: 'Choose clinic or home for your deliveries.' },
      ]);
    }
    const me = await customerOf(staff);
    const byId = await staff.post<Update>(api('update-customer'), {
      customerId: me.id,
      updateInput: { firstName: 'Changed', metafields: [{ id: preferredField(me)!.id, value: 'office' }] },
    });
    expect(byId.body.customerUpdate.userErrors[0]?.message).toBe('Choose clinic or home for your deliveries.');
    const after = await customerOf(staff);
    expect(after).toMatchObject({ firstName: 'Vi', preferredAddress: 'clinic' });
    expect(preferredField(after)?.value).toBe('clinic');
    expect(
      (
        await staff.post(api('update-customer'), {
          customerId: me.id,
          updateInput: { metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 7 }] },
        })
      ).status,
    ).toBe(400);
  });

  it('is not for consumers, staff who have not joined a clinic, or guests', async () => {
    const { shopper: consumer } = await signedUp(dtc);
    await consumer.post(api('customer-address-create'), { address: denverHome });
    const refused = await choose(consumer, 'home');
    expect(refused.userErrors[0]?.message).toBe(
      'Only staff who have joined a clinic, shelter or school choose where their deliveries go.',
    );
    expect(await customerOf(consumer)).toMatchObject({ preferredAddress: null, metafields: [] });
    const { shopper: newcomer } = await signedUp(hpsf);
    expect((await choose(newcomer, 'clinic')).userErrors[0]?.message).toBe(
      'Only staff who have joined a clinic, shelter or school choose where their deliveries go.',
    );
    expect(
      (
        await new Shopper(hpsf).post(api('update-customer'), {
          customerId: 'anyone',
          updateInput: { metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }] },
        })
      ).status,
    ).toBe(401);
  });
});

describe("stock for a staff member's preferred address (spec 000 §4, destination HOME or CLINIC)", () => {
  it("follows the clinic's ZIP, then the default address's ZIP once home is chosen, and the clinic again if that address goes", async () => {
    const staff = await chicagoStaff();
    // 10021 is held only by the central warehouse, which serves Chicago (60601) but not Denver (80204).
    const product = '/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021';
    expect(await page(staff, product)).toContain('In stock for delivery to 60601');
    const created = await staff.post<{ customerAddress: { id: string } }>(api('customer-address-create'), {
      address: denverHome,
    });
    expect(await page(staff, product)).toContain('In stock for delivery to 60601');
    await choose(staff, 'home');
    expect(await page(staff, product)).toContain('Out of Stock for delivery to 80204');
    await staff.post(api('customer-address-delete'), { id: created.body.customerAddress.id });
    expect(await page(staff, product)).toContain('In stock for delivery to 60601');
  });
});
