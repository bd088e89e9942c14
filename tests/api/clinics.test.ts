// Staff registration through the identity proxy's clinic calls (spec 000 §4 Session, §7), against the HPSF server.
import { describe, expect, inject, it } from 'vitest';
import type { Clinic } from '../../src/lib/account/clinic';
import { Shopper, signedUp } from '../support/shopper';

const hpsf = inject('hpsfUrl');
const dtc = inject('dtcUrl');

const newStaff = async (): Promise<Shopper> => (await signedUp(hpsf)).shopper;

describe('finding and joining a clinic', () => {
  it('finds by name, city and ZIP, shows the address, and joining makes the staff member registered', async () => {
    const staff = await newStaff();
    const search = async (searchType: string, searchTerm: string) =>
      (await staff.post<{ results: Clinic[] }>('/api/identity/search-clinic', { searchType, searchTerm })).body.results;
    expect((await search('name', 'denver animal')).map((c) => c.name)).toEqual(['Denver Animal Hospital']);
    expect((await search('city', 'boulder')).map((c) => c.address.city)).toEqual(['Boulder']);
    expect((await search('zip', '802')).every((c) => c.address.zip.startsWith('802'))).toBe(true);
    expect(await search('name', 'no such clinic anywhere')).toEqual([]);
    expect(await search('name', '%%')).toEqual([]); // wildcards are searched for as text
    const { clinic } = (await staff.post<{ clinic: Clinic }>('/api/identity/fetch-address', { clinicID: 'clinic-001' }))
      .body;
    expect(clinic.address).toMatchObject({ address1: '117 Main St', city: 'Denver', provinceCode: 'CO', zip: '80204' });
    expect((await staff.get('/products')).headers.get('location')).toBe('/shelter/register');
    const joined = await staff.post<{ isRegistered: boolean; redirectTo: string }>('/api/identity/join-clinic', {
      groupID: 'clinic-001',
    });
    expect(joined.body).toMatchObject({ isRegistered: true, redirectTo: '/products' });
    expect((await staff.get('/products')).status).toBe(200);
  });

  it('refuses bad input, an unknown clinic, consumers and guests', async () => {
    const staff = await newStaff();
    expect((await staff.post('/api/identity/search-clinic', { searchType: 'name', searchTerm: 'a' })).status).toBe(400);
    expect((await staff.post('/api/identity/search-clinic', { searchType: 'zip', searchTerm: 'abc' })).status).toBe(
      400,
    );
    expect((await staff.post('/api/identity/search-clinic', { searchType: 'street', searchTerm: 'main' })).status).toBe(
      400,
    );
    expect((await staff.post('/api/identity/join-clinic', { groupID: 'clinic-999' })).status).toBe(404);
    expect(
      (await new Shopper(hpsf).post('/api/identity/search-clinic', { searchType: 'name', searchTerm: 'denver' }))
        .status,
    ).toBe(401);
    const { shopper: consumer } = await signedUp(dtc);
    expect((await consumer.post('/api/identity/join-clinic', { groupID: 'clinic-001' })).status).toBe(403);
  });
});

describe("stock for a staff member's clinic (spec 000 §1, §5: destination CLINIC)", () => {
  it("shows and sells by the clinic's ZIP once the staff member has joined", async () => {
    const staff = await newStaff();
    await staff.post('/api/identity/join-clinic', { groupID: 'clinic-004' }); // Chicago Pet Care Center, 60601
    // 10021 is held only by the central warehouse, which serves Chicago but not the guest default 80011.
    const html = await (await staff.get('/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021')).text();
    expect(html).toContain('In stock for delivery to 60601');
    const guestHtml = await (
      await fetch(`${hpsf}/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021`)
    ).text();
    expect(guestHtml).toContain('Out of Stock for delivery to 80011');
  });
});
