// The address book calls (spec 000 §7) for the signed-in customer, and nobody else's.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { Shopper } from '../support/shopper';

const dtc = inject('dtcUrl');
const api = (name: string) => `/api/ecom/v1.0/${name}`;
const home = {
  firstName: 'Pat',
  lastName: 'Lee',
  address1: '1200 Larimer St',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80204',
};
type Address = typeof home & { id: string; isDefault: boolean; province: string };
type Answer = { customerAddress: Address | null; customerUserErrors: { message: string }[] };

async function customer(): Promise<Shopper> {
  const shopper = new Shopper(dtc);
  const email = `addr-${randomUUID().slice(0, 8)}@example.com`;
  await shopper.post('/api/account/register', {
    email,
    password: 'a-long-password',
    firstName: 'Pat',
    lastName: 'Lee',
  });
  await shopper.confirmEmail(email);
  return shopper;
}

describe('address book', () => {
  it('adds, lists, edits, sets the default and deletes, handing the default on', async () => {
    const me = await customer();
    const first = (await me.post<Answer>(api('customer-address-create'), { address: home })).body;
    expect(first.customerUserErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({ ...home, isDefault: true, province: 'Colorado', countryCode: 'US' });
    const second = (
      await me.post<Answer>(api('customer-address-create'), {
        address: { ...home, address1: '500 Pearl St', city: 'Boulder', zip: '80302' },
      })
    ).body.customerAddress!;
    expect(second.isDefault).toBe(false);
    const edited = await me.post<Answer>(api('customer-address-update'), {
      id: second.id,
      address: { ...home, address1: '501 Pearl St', city: 'Boulder', zip: '80302' },
    });
    expect(edited.body.customerAddress?.address1).toBe('501 Pearl St');
    await me.post(api('update-customer-default-address'), { addressId: second.id });
    let list = (await me.post<{ addresses: Address[] }>('/api/account/addresses', {})).body.addresses;
    expect(list.map((a) => [a.address1, a.isDefault])).toEqual([
      ['501 Pearl St', true],
      ['1200 Larimer St', false],
    ]);
    expect(
      (await me.post<{ deletedCustomerAddressId: string }>(api('customer-address-delete'), { id: second.id })).body
        .deletedCustomerAddressId,
    ).toBe(second.id);
    list = (await me.post<{ addresses: Address[] }>('/api/account/addresses', {})).body.addresses;
    expect(list.map((a) => [a.address1, a.isDefault])).toEqual([['1200 Larimer St', true]]);
  });

  it('refuses a ZIP in another state, a malformed one, and a guest', async () => {
    const me = await customer();
    expect(
      (await me.post<Answer>(api('customer-address-create'), { address: { ...home, provinceCode: 'TX' } })).body
        .customerUserErrors[0]?.message,
    ).toBe('ZIP code 80204 is in Colorado, not Texas.');
    expect((await me.post(api('customer-address-create'), { address: { ...home, zip: '802' } })).status).toBe(400);
    expect((await me.post(api('customer-address-create'), { address: { ...home, firstName: 7 } })).status).toBe(400);
    expect((await new Shopper(dtc).post(api('customer-address-create'), { address: home })).status).toBe(401);
    expect((await me.post<{ addresses: Address[] }>('/api/account/addresses', {})).body.addresses).toEqual([]);
  });

  it("never reads or changes another customer's address", async () => {
    const owner = await customer();
    const theirs = (await owner.post<Answer>(api('customer-address-create'), { address: home })).body.customerAddress!;
    const stranger = await customer();
    expect(
      (
        await stranger.post<Answer>(api('customer-address-update'), {
          id: theirs.id,
          address: { ...home, address1: 'Hijacked 1' },
        })
      ).body.customerUserErrors[0]?.message,
    ).toMatch(/not in your address book/);
    expect(
      (
        await stranger.post<{ deletedCustomerAddressId: string | null }>(api('customer-address-delete'), {
          id: theirs.id,
        })
      ).body.deletedCustomerAddressId,
    ).toBeNull();
    expect(
      (
        await stranger.post<{ defaultAddress: unknown }>(api('update-customer-default-address'), {
          addressId: theirs.id,
        })
      ).body.defaultAddress,
    ).toBeNull();
    expect((await owner.post<{ addresses: Address[] }>('/api/account/addresses', {})).body.addresses[0]?.address1).toBe(
      '1200 Larimer St',
    );
  });
});
