// Stock by ZIP and destination, the state of a ZIP, and the guest's delivery location (spec 000 §1, §5; API.md "Stock").
import { describe, expect, inject, it } from 'vitest';
import { postJson } from '../support/server';

const dtc = inject('dtcUrl');
// A limited-stock food held only by the central warehouse (see splitStock), and a food that is sold out everywhere.
const limitedSku = '10021';
const call = async <T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> => {
  const response = await postJson(dtc, path, body, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe('get-stock-object', () => {
  it('lists the delivery ZIP ranges as inclusive five-digit pairs', async () => {
    const { data } = await call<{ data: { all_zips: { zips: [string, string][] }[] } }>('/api/get-stock-object', {
      destination: 'HOME',
    });
    const zips = data.all_zips[0]!.zips;
    expect(zips[0]).toEqual(['00501', '00544']);
    expect(zips.every(([low, high]) => /^\d{5}$/.test(low) && /^\d{5}$/.test(high) && low <= high)).toBe(true);
  });

  it('refuses an unknown destination', async () => {
    expect((await postJson(dtc, '/api/get-stock-object', { destination: 'MOON' })).status).toBe(400);
  });
});

describe('get-products-stock', () => {
  type Stock = { skus: { sku: string; in_stock: boolean }[] };

  it('answers stock for the region serving the ZIP', async () => {
    const central = await call<Stock>('/api/get-products-stock', {
      skus: [limitedSku],
      zipCode: '60601',
      destination: 'HOME',
    });
    const west = await call<Stock>('/api/get-products-stock', {
      skus: [limitedSku],
      zipCode: '80011',
      destination: 'HOME',
    });
    expect(central.skus).toEqual([{ sku: limitedSku, in_stock: true }]);
    expect(west.skus).toEqual([{ sku: limitedSku, in_stock: false }]);
  });

  it('answers false for an unknown SKU and for a ZIP the shop does not serve', async () => {
    const unknown = await call<Stock>('/api/get-products-stock', {
      skus: ['nope-1'],
      zipCode: '60601',
      destination: 'HOME',
    });
    const unserved = await call<Stock>('/api/get-products-stock', {
      skus: [limitedSku],
      zipCode: '00100',
      destination: 'CLINIC',
    });
    expect(unknown.skus[0]?.in_stock).toBe(false);
    expect(unserved.skus[0]?.in_stock).toBe(false);
  });

  it('refuses a malformed ZIP, no SKUs, or too many', async () => {
    for (const body of [
      { skus: [limitedSku], zipCode: '6060', destination: 'HOME' },
      { skus: [limitedSku], zipCode: '6060a', destination: 'HOME' },
      { skus: [], zipCode: '60601', destination: 'HOME' },
      { skus: Array.from({ length: 101 }, (_, i) => String(i)), zipCode: '60601', destination: 'HOME' },
    ]) {
      expect((await postJson(dtc, '/api/get-products-stock', body)).status).toBe(400);
    }
  });
});

describe('get-state-by-zipcode', () => {
  it('answers the state of a ZIP and null outside the states', async () => {
    expect(await call('/api/get-state-by-zipcode', { zipCode: '96813' })).toEqual({
      state: { code: 'HI', name: 'Hawaii' },
    });
    expect(await call('/api/get-state-by-zipcode', { zipCode: '00901' })).toEqual({ state: null });
    expect((await postJson(dtc, '/api/get-state-by-zipcode', { zipCode: 'x' })).status).toBe(400);
  });
});

describe('the guest delivery location (spec 000 §1, §5)', () => {
  const productPath = `/products/science-diet-puppy-chicken-brown-rice-dry-dog?sku=${limitedSku}`;

  it('shows stock for the default guest ZIP 80011 until one is chosen', async () => {
    const html = await (await fetch(`${dtc}${productPath}`)).text();
    expect(html).toContain('Out of Stock for delivery to 80011');
  });

  it('keeps a chosen ZIP in a cookie and shows stock for it', async () => {
    const response = await postJson(dtc, '/api/user-location', { zipCode: '60601' });
    expect(await response.json()).toEqual({
      location: '60601::HOME',
      state: { code: 'IL', name: 'Illinois' },
      userErrors: [],
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^user_location=60601%3A%3AHOME;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const html = await (await fetch(`${dtc}${productPath}`, { headers: { cookie: cookie.split(';')[0]! } })).text();
    expect(html).toContain('In stock for delivery to 60601');
  });

  it('refuses a ZIP the shop does not deliver to, and sets nothing', async () => {
    const response = await postJson(dtc, '/api/user-location', { zipCode: '00100' });
    expect(await response.json()).toEqual({
      location: null,
      userErrors: [
        { code: 'INVALID_ZIP', field: ['zipCode'], message: 'We do not deliver to 00100. Please check the ZIP code.' },
      ],
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('treats a tampered location cookie as no location', async () => {
    const html = await (
      await fetch(`${dtc}${productPath}`, { headers: { cookie: 'user_location=<script>::HOME' } })
    ).text();
    expect(html).toContain('Out of Stock for delivery to 80011');
  });
});
