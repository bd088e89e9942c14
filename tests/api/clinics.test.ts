// Staff registration through the identity proxy's clinic calls (spec 000 §4 Session, §7), against the HPSF server.
import { describe, expect, inject, it } from 'vitest';
import type { Clinic } from '../../src/lib/account/clinic';
import { Shopper, signedUp } from '../support/shopper';
import { accessCode } from '../support/clinics';
import { fillCart, registered } from '../support/checkout';

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
    // By ZIP, nearest first (issue 15: 80011 found only the clinic at 80011, not Denver's at 80204).
    const nearAurora = await search('zip', '80011');
    expect(nearAurora.map((c) => `${c.name} ${c.address.zip}`)).toEqual([
      'Paws & Claws of Aurora 80011',
      'Denver Animal Hospital 80204',
      'Boulder Veterinary Clinic 80302',
      'Fort Collins College of Veterinary Medicine 80524',
    ]);
    const miles = nearAurora.map((c) => c.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect((await search('zip', '606')).map((c) => c.address.city)).toEqual(['Chicago', 'Evanston']);
    const byStart = await search('zip', '80'); // two digits: the ZIP's start
    expect(byStart.length).toBeGreaterThan(0);
    expect(byStart.every((c) => c.address.zip.startsWith('80'))).toBe(true);
    expect(await search('name', 'no such clinic anywhere')).toEqual([]);
    expect(await search('name', '%%')).toEqual([]); // wildcards are searched for as text
    const { clinic } = (await staff.post<{ clinic: Clinic }>('/api/identity/fetch-address', { clinicID: 'clinic-001' }))
      .body;
    expect(clinic.address).toMatchObject({ address1: '117 Main St', city: 'Denver', provinceCode: 'CO', zip: '80204' });
    expect((await staff.get('/products')).headers.get('location')).toBe('/shelter/register');
    const joined = await staff.post<{ isRegistered: boolean; redirectTo: string }>('/api/identity/join-clinic', {
      groupID: 'clinic-001',
      accessCode: accessCode('clinic-001'),
    });
    expect(joined.body).toMatchObject({ isRegistered: true, redirectTo: '/products?joined=clinic-001' });
    // That page names the clinic joined; a link naming another names nothing.
    expect(await (await staff.get('/products?joined=clinic-001')).text()).toContain(
      'You joined Denver Animal Hospital',
    );
    expect(await (await staff.get('/products?joined=clinic-002')).text()).not.toContain('You joined');
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
    expect(
      (await staff.post('/api/identity/join-clinic', { groupID: 'clinic-999', accessCode: 'ABCD-EFGH' })).status,
    ).toBe(404);
    expect(
      (await new Shopper(hpsf).post('/api/identity/search-clinic', { searchType: 'name', searchTerm: 'denver' }))
        .status,
    ).toBe(401);
    const { shopper: consumer } = await signedUp(dtc);
    expect(
      (
        await consumer.post('/api/identity/join-clinic', {
          groupID: 'clinic-001',
          accessCode: accessCode('clinic-001'),
        })
      ).status,
    ).toBe(403);
  });
});

describe('proof of membership (issue: anyone could become clinic staff)', () => {
  type Refusal = { error: { code: string; message: string } };

  it('refuses a wrong access code, and the staff member stays unregistered', async () => {
    const staff = await newStaff();
    const wrong = await staff.post<Refusal>('/api/identity/join-clinic', {
      groupID: 'clinic-001',
      accessCode: accessCode('clinic-002'),
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toMatch(/access code does not match/);
    expect((await staff.post('/api/identity/join-clinic', { groupID: 'clinic-001' })).status).toBe(400);
    expect((await staff.get('/products')).headers.get('location')).toBe('/shelter/register');
    const customer = await staff.post<{ customer: { tags?: string[] } & Record<string, unknown> }>(
      '/api/ecom/v1.0/get-shopify-customer',
      {},
    );
    expect(JSON.stringify(customer.body)).not.toContain('0003000001');
  });

  it('takes the code in any case, with or without its dash', async () => {
    const staff = await newStaff();
    const typed = accessCode('clinic-003').toLowerCase().replace('-', ' ');
    const joined = await staff.post<{ isRegistered: boolean }>('/api/identity/join-clinic', {
      groupID: 'clinic-003',
      accessCode: typed,
    });
    expect(joined.body.isRegistered).toBe(true);
  });

  it('stops guessing after ten tries in ten minutes', async () => {
    const staff = await newStaff();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await staff.post('/api/identity/join-clinic', { groupID: 'clinic-001', accessCode: `WRNG-00${i}` })).status,
      );
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
    const right = await staff.post('/api/identity/join-clinic', {
      groupID: 'clinic-001',
      accessCode: accessCode('clinic-001'),
    });
    expect(right.status).toBe(429);
  });
});

describe('a consumer account on the staff site', () => {
  it('is told the site is for clinic staff, and gets no session', async () => {
    const shopper = new Shopper(hpsf);
    const answer = await shopper.post<{ error: { code: string; message: string } }>('/api/account/sign-in', {
      email: 'shopper@example.com',
      password: 'Petfood-demo-1',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toMatch(/for the staff of our partner clinics/);
    expect(shopper.cookies.has('petfood.session_token')).toBe(false);
    expect((await shopper.get('/account/dashboard')).headers.get('location')).toMatch(/^\/shelter\/login/);
  });

  it('is a guest there with a session from the consumer site: no account pages and no checkout as itself', async () => {
    const { shopper } = await signedUp(dtc);
    const onStaffSite = new Shopper(hpsf);
    for (const [name, value] of shopper.cookies) onStaffSite.cookies.set(name, value);
    expect((await onStaffSite.get('/account/dashboard')).headers.get('location')).toMatch(/^\/shelter\/login/);
    expect((await onStaffSite.post('/api/ecom/v1.0/get-shopify-customer', {})).status).toBe(401);
  });
});

describe("stock for a staff member's clinic (spec 000 §1, §5: destination CLINIC)", () => {
  it("shows and sells by the clinic's ZIP once the staff member has joined", async () => {
    const staff = await newStaff();
    await staff.post('/api/identity/join-clinic', { groupID: 'clinic-004', accessCode: accessCode('clinic-004') }); // Chicago Pet Care Center, 60601
    // 10021 is held only by the central warehouse, which serves Chicago but not the guest default 80011.
    const html = await (await staff.get('/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021')).text();
    expect(html).toContain('In stock for delivery to 60601');
    const guestHtml = await (
      await fetch(`${hpsf}/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=10021`)
    ).text();
    expect(guestHtml).toContain('Out of Stock for delivery to 80011');
  });
});

describe('ordering before joining a clinic (issue: anyone can become clinic staff)', () => {
  it('sends a staff account that has not joined its clinic to registration instead of into checkout', async () => {
    const { browser } = await registered(hpsf);
    await fillCart(browser, [{ sku: '10007' }]);
    const { status, body } = await browser.post<{ url: string }>('/api/multipass', { getURL: true });
    expect(status).toBe(200);
    expect(body.url).toBe(`${hpsf}/shelter/register`);
    expect(browser.cookies.has('checkout_session')).toBe(false);
    // Once joined, the same cart goes to checkout.
    await browser.post('/api/identity/join-clinic', { groupID: 'clinic-001', accessCode: accessCode('clinic-001') });
    const after = await browser.post<{ url: string }>('/api/multipass', { getURL: true });
    expect(after.body.url.startsWith(`${hpsf}/checkout?token=`)).toBe(true);
  });
});
