// The content read path (issue: foundation §11): published entries from the database, per site.
import { describe, expect, inject, it } from 'vitest';
import { postJson } from '../support/server';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');

async function call<T>(base: string, path: string, body: unknown = {}): Promise<T> {
  const response = await postJson(base, `/api/cms/v1.0/${path}`, body);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('get-globals', () => {
  it('answers the fields asked for, leaving unknown ones out', async () => {
    const { globals } = await call<{ globals: Record<string, unknown> }>(dtc, 'get-globals', {
      fields: ['site_404_title', 'not_a_global'],
    });
    expect(globals).toEqual({ site_404_title: "We couldn't find that page" });
  });

  it('reads free_shipping_minimum as published (spec 000 §9)', async () => {
    const { globals } = await call<{ globals: Record<string, unknown> }>(dtc, 'get-globals', {
      fields: ['free_shipping_minimum'],
    });
    expect(globals.free_shipping_minimum).toBe(49);
  });

  it('gives each site its own version of a global', async () => {
    const field = { fields: ['site_404_cta'] };
    const dtcCtas = (await call<{ globals: { site_404_cta: { text: string }[] } }>(dtc, 'get-globals', field)).globals
      .site_404_cta;
    const hpsfCtas = (await call<{ globals: { site_404_cta: { text: string }[] } }>(hpsf, 'get-globals', field)).globals
      .site_404_cta;
    expect(dtcCtas.map((c) => c.text)).toEqual(['Back To Homepage', 'Shop All Pet Food']);
    expect(hpsfCtas.map((c) => c.text)).toEqual(['Back To Homepage', 'Browse the Catalog']);
  });

  it('refuses a missing or empty field list', async () => {
    expect((await postJson(dtc, '/api/cms/v1.0/get-globals', {})).status).toBe(400);
    expect((await postJson(dtc, '/api/cms/v1.0/get-globals', { fields: [] })).status).toBe(400);
  });
});

describe('get-navigation', () => {
  type Nav = { navigation: { handle: string; items: { label: string; url: string }[] } | null };

  it('answers the main menu of the consumer site', async () => {
    const { navigation } = await call<Nav>(dtc, 'get-navigation', { handle: 'main' });
    expect(navigation?.handle).toBe('main');
    expect(navigation?.items.map((i) => i.label)).toEqual(['Dog', 'Cat', 'Science Diet', 'Shop All']);
  });

  it('answers the staff menu on HPSF, led by Catalog', async () => {
    const { navigation } = await call<Nav>(hpsf, 'get-navigation', { handle: 'main' });
    expect(navigation?.items[0]).toMatchObject({ label: 'Catalog', url: '/products' });
  });

  it('answers null for a handle that has no menu', async () => {
    expect((await call<Nav>(dtc, 'get-navigation', { handle: 'nothing-here' })).navigation).toBeNull();
  });

  it('refuses a handle that is not a handle', async () => {
    const response = await postJson(dtc, '/api/cms/v1.0/get-navigation', { handle: '../etc' });
    expect(response.status).toBe(400);
  });
});

describe('announcements, banners, contact and account settings', () => {
  it('lists the announcements of each site in their order', async () => {
    type A = { announcements: { id: string; text: string }[] };
    expect((await call<A>(dtc, 'get-announcements')).announcements.map((a) => a.id)).toEqual([
      'free-shipping',
      'autoship',
    ]);
    expect((await call<A>(hpsf, 'get-announcements')).announcements.map((a) => a.id)).toEqual(['program']);
  });

  it('lists the sitewide banners, none on HPSF', async () => {
    type B = { banners: { id: string; tone: string }[] };
    expect((await call<B>(dtc, 'get-sitewide-banners')).banners).toMatchObject([
      { id: 'holiday-shipping', tone: 'promo' },
    ]);
    expect((await call<B>(hpsf, 'get-sitewide-banners')).banners).toEqual([]);
  });

  it('answers the contact details', async () => {
    const { contact } = await call<{ contact: { phone: string } }>(dtc, 'get-contact');
    expect(contact.phone).toBe('1-800-555-0142');
  });

  it('answers the account pages settings', async () => {
    const { settings } = await call<{ settings: { ordersPageSize: number } }>(dtc, 'get-account-pages-settings');
    expect(settings.ordersPageSize).toBe(10);
  });
});

describe('the home page blocks (issue: Content studio, item 3)', () => {
  type Listed<K extends string> = Record<K, { id: string; headline?: string; text?: string }[]>;

  it('answers the highlight content block of each site', async () => {
    const dtcBlocks = (await call<Listed<'blocks'>>(dtc, 'get-highlight-content-block')).blocks;
    const hpsfBlocks = (await call<Listed<'blocks'>>(hpsf, 'get-highlight-content-block')).blocks;
    expect(dtcBlocks).toMatchObject([
      { id: 'welcome', headline: 'Science-led nutrition for dogs and cats', image: { id: 'home-hero.png' } },
    ]);
    expect(hpsfBlocks).toMatchObject([{ id: 'welcome', image: { id: 'home-hero-program.png' } }]);
    expect(hpsfBlocks[0]?.headline).not.toBe(dtcBlocks[0]?.headline);
  });

  it('answers the two-column sections, the site’s own only', async () => {
    type S = Listed<'sections'>;
    expect((await call<S>(dtc, 'get-two-column-section')).sections.map((s) => s.id)).toEqual(['made-by-vets']);
    expect((await call<S>(hpsf, 'get-two-column-section')).sections.map((s) => s.id)).toEqual(['program']);
  });

  it('answers the goodness badges in order, those for both sites with each site’s own', async () => {
    type B = Listed<'badges'>;
    expect((await call<B>(dtc, 'get-goodness-box-badge')).badges.map((b) => b.id)).toEqual([
      'vet-recommended',
      'free-shipping',
      'guarantee',
      'every-life-stage',
    ]);
    expect((await call<B>(hpsf, 'get-goodness-box-badge')).badges.map((b) => b.id)).toEqual([
      'vet-recommended',
      'clinic-shipping',
      'guarantee',
      'every-life-stage',
    ]);
  });

  it('answers the promotions showing now, none on HPSF', async () => {
    type P = Listed<'promotions'>;
    expect((await call<P>(dtc, 'get-promotion-banners')).promotions).toMatchObject([
      { id: 'autoship', headline: 'Autoship saves an extra 5%' },
    ]);
    expect((await call<P>(hpsf, 'get-promotion-banners')).promotions).toEqual([]);
  });

  it('refuses a body that is not an object, and other methods', async () => {
    for (const path of [
      'get-highlight-content-block',
      'get-two-column-section',
      'get-goodness-box-badge',
      'get-promotion-banners',
    ]) {
      expect((await postJson(dtc, `/api/cms/v1.0/${path}`, [])).status, path).toBe(400);
      expect((await fetch(`${dtc}/api/cms/v1.0/${path}`)).status, path).toBe(405);
    }
  });
});
