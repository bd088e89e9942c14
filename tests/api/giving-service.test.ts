// The giving calls of API.md "Giving" (spec 001 §3, §5, §7, §9) against the built server and a real database: every
// call, the store id rules, trackings, charity search and look-ups, portfolios, donation maths and events. A refused
// call changes nothing.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../src/lib/db/connect.server';
import { parseDatabaseUrl } from '../../src/lib/db/url';
import type { Cause, DonationResult, StoreConfig, Tracking } from '../../src/lib/giving/types';
import { widgetEvent } from '../support/widget-event';

const base = inject('dtcUrl');
const db = connect(parseDatabaseUrl(inject('databaseUrl')));
afterAll(() => db.destroy());

const STORE = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';
const DEFAULT_CAUSE = '51-3530829';
const DOUBLED_CAUSE = '84-7655194';
const PLAIN_CAUSE = '17-9513358';
const PORTFOLIO = '9b1f3c5e7a2d4f6081c3e5a7b9d1f2a4';
const VARIANT = '40010007'; // Science Diet Puppy, SKU 10007, $11.99

type Answer<T> = { status: number; body: T };
let ownerCookie = '';
type Failure = { error: { code: string; message: string; issues?: unknown[] } };

async function call<T>(
  method: string,
  path: string,
  options: { store?: string | null; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  const store = options.store === undefined ? STORE : options.store;
  if (store !== null) headers['x-store-id'] = store;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = base;
  }
  // The owner cookie the store gave with the first tracking goes back as the widget's page sends it: these calls act
  // as one browser, owner of every tracking they start.
  if (ownerCookie) headers.cookie = ownerCookie;
  const response = await fetch(`${base}/api/giving/${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const owner = response.headers.getSetCookie().find((line) => line.startsWith('sg_owner='));
  if (owner) ownerCookie = owner.split(';')[0]!;
  return { status: response.status, body: (await response.json()) as T };
}
const get = <T>(path: string, store?: string | null) => call<T>('GET', path, { store });
const post = <T>(path: string, body: unknown, store?: string | null) => call<T>('POST', path, { store, body });
const put = <T>(path: string, body: unknown, store?: string | null) => call<T>('PUT', path, { store, body });

async function newTracking(): Promise<string> {
  const { status, body } = await post<{ trackingId: string }>('tracking', {
    storeId: STORE,
    isTestMode: false,
    isForceTestMode: false,
  });
  expect(status).toBe(200);
  return body.trackingId;
}

const trackingRow = (id: string) =>
  db.selectFrom('giving_trackings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the store id header (spec 001 §5)', () => {
  it('answers the store for its id with dashes, braces, spaces or capitals', async () => {
    for (const id of [STORE, `{${STORE.toUpperCase()}}`, '5f0c9e6b-2d8a-4c71-b3e9-a0d4c6f21e87', ` ${STORE} `]) {
      const { status, body } = await get<StoreConfig>('stores/cc-small/none', id);
      expect(status, id).toBe(200);
      expect(body.id).toBe(STORE);
    }
  });

  it('is 400 "Invalid StoreId" when missing or malformed, and 404 for a store that does not exist', async () => {
    for (const id of [null, '', 'demo', `${STORE}0`, 'g'.repeat(32), `${STORE.slice(1)}`]) {
      const { status, body } = await get<Failure>('stores/cc-small/none', id);
      expect(status, String(id)).toBe(400);
      expect(body.error).toEqual({ code: 'BAD_REQUEST', message: 'Invalid StoreId' });
    }
    const unknown = await get<Failure>('stores/cc-small/none', 'a'.repeat(32));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('is read first on every call, whatever the method', async () => {
    const paths: [string, string, unknown][] = [
      ['POST', 'tracking', {}],
      ['PUT', 'tracking/00000000-0000-4000-8000-000000000000/set-cause', { causeId: null }],
      ['GET', 'tracking/00000000-0000-4000-8000-000000000000/cause', undefined],
      ['PUT', 'tracking/00000000-0000-4000-8000-000000000000/add-integration-info', {}],
      ['PUT', 'tracking/00000000-0000-4000-8000-000000000000/set-confirmation-data', {}],
      ['GET', `products/donation-by-cms-id?cmsId=${VARIANT}`, undefined],
      ['POST', 'products/get-multiple-donation', { cmsIds: [] }],
      ['GET', 'charities/search', undefined],
      ['GET', `charities/search-by-eins?eins=${DEFAULT_CAUSE}`, undefined],
      ['GET', `portfolios/cc-query-with-charities?id=${PORTFOLIO}`, undefined],
      ['POST', 'events', []],
    ];
    for (const [method, path, body] of paths) {
      expect((await call<Failure>(method, path, { store: null, body })).status, path).toBe(400);
      expect((await call<Failure>(method, path, { store: 'f'.repeat(32), body })).status, path).toBe(404);
    }
  });
});

describe('GET stores/cc-small/none (spec 001 §3 store configuration)', () => {
  it('has every field of the store configuration and the demo set-up', async () => {
    const { body } = await get<StoreConfig>('stores/cc-small/none');
    for (const field of [
      'id',
      'activeCampaigns',
      'addressInformation',
      'cmsMetaData',
      'causeMultipliers',
      'contactInformation',
      'customCSS',
      'defaultCauseId',
      'defaultCauseIds',
      'defaultDonation',
      'defaultDonationType',
      'featuredCauseIds',
      'isActive',
      'isEmbeddedConfirmation',
      'isExperienceActive',
      'letShoppersChoose',
      'metaData',
      'name',
      'previewWidget',
      'primaryCurrency',
      'roundupPreviewWidget',
      'searchEnabled',
      'targetCssSelector',
      'customerSegments',
    ])
      expect(body, field).toHaveProperty(field);
    expect(body.activeCampaigns).toContainEqual(
      expect.objectContaining({ campaignType: 1, isActive: true, donationType: 0, donationAmount: 1 }),
    );
    expect(body).toMatchObject({
      isActive: true,
      letShoppersChoose: true,
      searchEnabled: true,
      defaultCauseId: DEFAULT_CAUSE,
      metaData: { sites: ['DTC'] },
      primaryCurrency: 'USD',
    });
    expect(body.featuredCauseIds).toContain(PORTFOLIO);
    expect(body.featuredCauseIds.filter((id) => /^\d/.test(id)).length).toBeGreaterThan(2);
    expect(body.causeMultipliers).toContainEqual({ causeId: DOUBLED_CAUSE, multiplier: 2 });
    expect(new Set(body.customerSegments.map((s) => s.frontEndSource))).toEqual(new Set([0, 1, 2]));
    expect(body.customerSegments).toContainEqual(
      expect.objectContaining({
        frontEndPropertyName: 'sgExclude',
        frontEndSource: 0,
        valueCategory: 2,
        specifiedValues: ['staff'],
        excludeSegment: true,
      }),
    );
  });
});

describe('tracking (spec 001 §4 "Tracking", §7)', () => {
  it('starts one, sets, reads and clears its cause', async () => {
    const id = await newTracking();
    expect(await get<Tracking>(`tracking/${id}/cause`)).toEqual({
      status: 200,
      body: { trackingId: id, causeId: null, causeName: null },
    });
    const set = await put<Tracking>(`tracking/${id}/set-cause`, { causeId: PORTFOLIO.toUpperCase(), causeName: 'x' });
    expect(set).toEqual({ status: 200, body: { trackingId: id, causeId: PORTFOLIO, causeName: 'Shelter Pets Fund' } });
    expect((await get<Tracking>(`tracking/${id}/cause`)).body.causeName).toBe('Shelter Pets Fund');
    expect((await put<Tracking>(`tracking/${id}/set-cause`, { causeId: null })).body.causeId).toBeNull();
    expect((await get<Tracking>(`tracking/${id}/cause`)).body).toEqual({
      trackingId: id,
      causeId: null,
      causeName: null,
    });
  });

  it('refuses a storeId in the body that is not the header’s, and junk', async () => {
    const other = await post<Failure>('tracking', { storeId: 'b'.repeat(32) });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('storeId: must be the store the x-store-id header names');
    expect((await post<Failure>('tracking', { storeId: 'nope' })).body.error.message).toBe('storeId: Invalid StoreId');
    expect((await post<Failure>('tracking', { isTestMode: 'yes' })).status).toBe(400);
  });

  it('is 404 for an unknown tracking id, or another store’s, on every tracking call', async () => {
    const id = await newTracking();
    await db
      .insertInto('giving_stores')
      .values({
        id: 'c'.repeat(32),
        name: 'Other store',
        config: (
          await db.selectFrom('giving_stores').select('config').where('id', '=', STORE).executeTakeFirstOrThrow()
        ).config.replace(STORE, 'c'.repeat(32)),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [tracking, store] of [
      ['00000000-0000-4000-8000-000000000000', STORE],
      ['not-a-tracking', STORE],
      [id.toUpperCase(), STORE],
      [id, 'c'.repeat(32)],
    ] as const) {
      expect((await get<Failure>(`tracking/${tracking}/cause`, store)).status).toBe(404);
      expect((await put<Failure>(`tracking/${tracking}/set-cause`, { causeId: DEFAULT_CAUSE }, store)).status).toBe(
        404,
      );
      expect(
        (await put<Failure>(`tracking/${tracking}/add-integration-info`, { integrationType: 'x', info: {} }, store))
          .status,
      ).toBe(404);
      const confirm = { confirmationData: { totalDonationAmount: 1, causes: [] } };
      expect((await put<Failure>(`tracking/${tracking}/set-confirmation-data`, confirm, store)).status).toBe(404);
    }
  });

  it('refuses an unknown or malformed cause and changes nothing', async () => {
    const id = await newTracking();
    await put(`tracking/${id}/set-cause`, { causeId: DEFAULT_CAUSE });
    const before = await trackingRow(id);
    const unknown = await put<Failure>(`tracking/${id}/set-cause`, { causeId: '99-0000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('causeId: there is no charity or portfolio with this id');
    const malformed = await put<Failure>(`tracking/${id}/set-cause`, { causeId: 'drop table' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('causeId: must be a charity tax id or a 32-digit portfolio id');
    expect(await trackingRow(id)).toEqual(before);
  });

  it('keeps what integrations say, one entry per type', async () => {
    const id = await newTracking();
    expect(
      await put(`tracking/${id}/add-integration-info`, { integrationType: 'checkout', info: { orderId: 'o-1' } }),
    ).toEqual({
      status: 200,
      body: { trackingId: id },
    });
    await put(`tracking/${id}/add-integration-info`, { integrationType: 'email', info: { utmSource: 'newsletter' } });
    await put(`tracking/${id}/add-integration-info`, { integrationType: 'checkout', info: { orderId: 'o-2' } });
    expect(JSON.parse((await trackingRow(id)).integration_info)).toEqual({
      checkout: { orderId: 'o-2' },
      email: { utmSource: 'newsletter' },
    });
    const bad = await put<Failure>(`tracking/${id}/add-integration-info`, { integrationType: '__proto__', info: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^integrationType: /);
  });

  it('records confirmation data with at most 2 decimals', async () => {
    const id = await newTracking();
    const causes = [{ causeId: DEFAULT_CAUSE, causeName: 'Denver Paws Rescue League', amount: 0.13 }];
    const ok = await put(`tracking/${id}/set-confirmation-data`, {
      confirmationData: { totalDonationAmount: 0.13, causes },
    });
    expect(ok).toEqual({ status: 200, body: { trackingId: id } });
    expect(JSON.parse((await trackingRow(id)).confirmation_data!)).toEqual({ totalDonationAmount: 0.13, causes });
    const asText = JSON.stringify(causes);
    await put(`tracking/${id}/set-confirmation-data`, {
      confirmationData: { totalDonationAmount: 1.5, causes: asText },
    });
    expect(JSON.parse((await trackingRow(id)).confirmation_data!)).toEqual({
      totalDonationAmount: 1.5,
      causes: asText,
    });
    const before = await trackingRow(id);
    for (const totalDonationAmount of [0.125, -1, '0.13', null]) {
      const bad = await put<Failure>(`tracking/${id}/set-confirmation-data`, {
        confirmationData: { totalDonationAmount, causes },
      });
      expect(bad.status, String(totalDonationAmount)).toBe(400);
      expect(bad.body.error.message).toMatch(/^confirmationData\.totalDonationAmount: /);
    }
    expect(await trackingRow(id)).toEqual(before);
  });
});

describe('donations (spec 001 §3 donation requests and results)', () => {
  const product = (query: string) => get<DonationResult>(`products/donation-by-cms-id?${query}`);

  it('gives 1 % of a product’s price to the default cause: $12.99 × 1 % = 0.13', async () => {
    const { status, body } = await product(`cmsId=${VARIANT}&realPrice=12.99`);
    expect(status).toBe(200);
    expect(body).toEqual({
      totalDonationAmount: 0.13,
      donationRecipients: [{ causeId: DEFAULT_CAUSE, causeName: 'Denver Paws Rescue League', amount: 0.13 }],
      lineItems: [{ id: VARIANT, quantity: 1, donation: 0.13 }],
      totalDonationValue: 1,
      donationType: 0,
      directDonation: false,
      cartDonation: false,
      excluded: false,
    });
  });

  it('takes the catalogue’s price without realPrice, for a variant id, its adminGraphqlId or the product handle', async () => {
    for (const cmsId of [
      VARIANT,
      `gid://shopify/ProductVariant/${VARIANT}`,
      'science-diet-puppy-chicken-brown-rice-dry-dog',
    ])
      expect((await product(`cmsId=${encodeURIComponent(cmsId)}`)).body.totalDonationAmount, cmsId).toBe(0.12);
    expect((await get<Failure>('products/donation-by-cms-id?cmsId=no-such-food&realPrice=1')).status).toBe(404);
  });

  it('applies the chosen cause’s multiplier, and names the chosen cause', async () => {
    const doubled = await product(`cmsId=${VARIANT}&realPrice=12.99&providedCauseId=${DOUBLED_CAUSE}`);
    expect(doubled.body.totalDonationAmount).toBe(0.26);
    expect(doubled.body.donationRecipients).toEqual([
      { causeId: DOUBLED_CAUSE, causeName: 'Austin Feline Friends Network', amount: 0.26 },
    ]);
    const plain = await product(`cmsId=${VARIANT}&realPrice=12.99&providedCauseId=${PLAIN_CAUSE}`);
    expect(plain.body.donationRecipients).toEqual([
      { causeId: PLAIN_CAUSE, causeName: 'Chicago Humane Alliance', amount: 0.13 },
    ]);
  });

  it('gives nothing to a shopper an excluding segment names', async () => {
    const { body } = await product(`cmsId=${VARIANT}&realPrice=12.99&customerSegmentId=segment-window-staff`);
    expect(body).toMatchObject({ excluded: true, totalDonationAmount: 0, donationRecipients: [] });
    expect(
      (await product(`cmsId=${VARIANT}&realPrice=12.99&customerSegmentId=segment-url-campaign`)).body.excluded,
    ).toBe(false);
  });

  it('refuses a bad query clearly', async () => {
    for (const [query, message] of [
      ['realPrice=1', 'cmsId: '],
      [`cmsId=${VARIANT}&realPrice=-1`, 'realPrice: '],
      [`cmsId=${VARIANT}&realPrice=abc`, 'realPrice: '],
      [`cmsId=${VARIANT}&providedCauseId=x`, 'providedCauseId: '],
      [`cmsId=${VARIANT}&providedCauseId=99-0000000`, 'providedCauseId: there is no charity or portfolio with this id'],
      [`cmsId=${VARIANT}&realPrice=1%00`, 'realPrice: '],
    ] as const) {
      const { status, body } = await get<Failure>(`products/donation-by-cms-id?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.message.startsWith(message) || body.error.message.includes('NUL'), query).toBe(true);
    }
  });

  it('works out a cart line by line, with the cart discount spread and a flat campaign’s maths', async () => {
    const request = {
      cmsIds: [
        { id: 'a', price: 30, quantity: 1, discount: 0 },
        { id: 'b', price: 10, quantity: 2, discount: 10 },
      ],
      cartDiscount: 4,
      providedCauseId: DOUBLED_CAUSE,
      ignoreDirectDonations: true,
      customerSegmentId: null,
    };
    const { status, body } = await post<DonationResult>('products/get-multiple-donation', request);
    expect(status).toBe(200);
    // Nets after the $4 spread 3:1 over $30 and $10: $27 and $9; 2 % (1 % × 2) of each.
    expect(body.lineItems).toEqual([
      { id: 'a', quantity: 1, donation: 0.54 },
      { id: 'b', quantity: 2, donation: 0.18 },
    ]);
    expect(body).toMatchObject({ totalDonationAmount: 0.72, cartDonation: true, donationType: 0 });
    expect(body.donationRecipients).toEqual([
      { causeId: DOUBLED_CAUSE, causeName: 'Austin Feline Friends Network', amount: 0.72 },
    ]);
    const none = await post<DonationResult>('products/get-multiple-donation', { cmsIds: [] });
    expect(none.body.totalDonationAmount).toBe(0);
  });

  it('refuses a bad cart request clearly', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `v${i}`, price: 1, quantity: 1, discount: 0 }));
    for (const [body, message] of [
      [{ cmsIds: tooMany }, 'cmsIds: at most 100 lines'],
      [{ cmsIds: [{ id: 'a', price: 1, quantity: 0 }] }, 'cmsIds.0.quantity: must be from 1 to 999'],
      [{ cmsIds: [{ id: 'a', price: -1, quantity: 1 }] }, 'cmsIds.0.price: must not be negative'],
      [{ cmsIds: [], cartDiscount: -1 }, 'cartDiscount: must not be negative'],
      [{ cmsIds: [], providedCauseId: '99-0000000' }, 'providedCauseId: there is no charity or portfolio with this id'],
    ] as const) {
      const answer = await post<Failure>('products/get-multiple-donation', body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
  });
});

describe('charities and portfolios (spec 001 §3 cause, §9 page size 25)', () => {
  type Page = { results: Cause[]; total: number };
  const search = (query: string) => get<Page>(`charities/search?${query}`);

  it('pages through all charities 25 at a time by default, by name', async () => {
    const first = await search('');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(60);
    expect(first.body.results).toHaveLength(25);
    expect(first.body.results.every((c) => !c.isPortfolio)).toBe(true);
    const names = first.body.results.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    const next = await search('skip=25&take=25');
    expect(next.body.results[0]!.id).not.toBe(first.body.results[0]!.id);
    const all = await search('take=100');
    expect(all.body.results).toHaveLength(Math.min(100, all.body.total));
    expect(all.body.results.slice(25, 50).map((c) => c.id)).toEqual(next.body.results.map((c) => c.id));
    expect(new Set(all.body.results.map((c) => c.categoryId)).size).toBe(26);
  });

  it('filters by words, ZIP, city, state and category', async () => {
    const words = await search('q=paws%20denver');
    expect(words.body.results.map((c) => c.id)).toEqual([DEFAULT_CAUSE]);
    expect(words.body.total).toBe(1);
    const animals = await search('categoryId=3&take=5');
    expect(animals.body.total).toBeGreaterThan(25);
    expect(animals.body.results.every((c) => c.categoryId === 3 && c.categoryName === 'Animals')).toBe(true);
    const byZip = await search('zip=80204');
    expect(byZip.body.results.length).toBeGreaterThan(0);
    expect(byZip.body.results.every((c) => c.zip === '80204')).toBe(true);
    const byCity = await search('city=denver&state=co');
    expect(byCity.body.results.every((c) => c.city === 'Denver' && c.state === 'CO')).toBe(true);
    expect((await search('q=%25')).body.total).toBe(0);
    expect((await search('q=nothing-like-this')).body).toEqual({ results: [], total: 0 });
  });

  it('answers each cause with its fields, logo, category and the store’s multiplier and defaults', async () => {
    const { body } = await search('q=Austin%20Feline');
    const cause = body.results[0]!;
    expect(cause).toMatchObject({
      id: DOUBLED_CAUSE,
      multiplier: 2,
      isPortfolio: false,
      default: false,
      logoUrl: `/giving/logos/${DOUBLED_CAUSE}.svg`,
      categoryLogoUrl: '/giving/categories/3.svg',
      portfolioCharities: null,
    });
    for (const field of [
      'website',
      'streetAddress',
      'city',
      'state',
      'zip',
      'description',
      'headline',
      'bannerUrl',
      'nteeFullCode',
      'nteeMainCode',
      'nteeSubCode',
    ])
      expect(cause, field).toHaveProperty(field);
    const logo = await fetch(`${base}${cause.logoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('Austin Feline Friends Network');
    expect((await fetch(`${base}${cause.categoryLogoUrl}`)).status).toBe(200);
    expect((await fetch(`${base}/giving/logos/99-0000000.svg`)).status).toBe(404);
    expect((await fetch(`${base}/giving/categories/26.svg`)).status).toBe(404);
  });

  it('refuses bad paging and filters clearly', async () => {
    for (const [query, message] of [
      ['take=101', 'take: must be from 1 to 100'],
      ['take=0', 'take: must be from 1 to 100'],
      ['skip=-1', 'skip: must be a whole number from 0 to 100000'],
      ['skip=1.5', 'skip: must be a whole number from 0 to 100000'],
      ['categoryId=26', 'categoryId: must be from 0 to 25'],
      ['zip=8020', 'zip: must be a five-digit ZIP code'],
      ['state=Colorado', 'state: must be a two-letter state code'],
      [`q=${'x'.repeat(101)}`, 'q: must be at most 100 characters'],
    ]) {
      const { status, body } = await get<Failure>(`charities/search?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.message).toBe(message);
    }
  });

  it('looks charities up by tax id, in the order asked, unknown ones left out', async () => {
    const { status, body } = await get<{ results: Cause[] }>(
      `charities/search-by-eins?eins=${DOUBLED_CAUSE},99-0000000, ${DEFAULT_CAUSE}`,
    );
    expect(status).toBe(200);
    expect(body.results.map((c) => c.id)).toEqual([DOUBLED_CAUSE, DEFAULT_CAUSE]);
    expect(body.results[1]!.default).toBe(true);
    for (const query of ['', 'eins=', `eins=${PORTFOLIO}`, 'eins=abc'])
      expect((await get<Failure>(`charities/search-by-eins?${query}`)).status, query).toBe(400);
  });

  it('answers a portfolio with its charities, 404 for none and 400 for a malformed id', async () => {
    const { status, body } = await get<Cause>(`portfolios/cc-query-with-charities?id=${PORTFOLIO.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: PORTFOLIO, name: 'Shelter Pets Fund', isPortfolio: true, multiplier: 1.5 });
    expect(body.portfolioCharities!.length).toBeGreaterThanOrEqual(3);
    expect(body.portfolioCharities![0]).toMatchObject({ id: DEFAULT_CAUSE, isPortfolio: false, default: true });
    expect((await get<Failure>(`portfolios/cc-query-with-charities?id=${'0'.repeat(32)}`)).status).toBe(404);
    expect((await get<Failure>(`portfolios/cc-query-with-charities?id=${DEFAULT_CAUSE}`)).status).toBe(400);
    expect((await get<Failure>('portfolios/cc-query-with-charities')).status).toBe(400);
  });
});

describe('events (spec 001 §3 analytics event, §9 schema 0.1.15)', () => {
  const event = (over: Record<string, unknown> = {}) =>
    widgetEvent(STORE, { payload: { causeId: DEFAULT_CAUSE }, customerId: null, email: null, ...over });
  const stored = async () =>
    Number(
      (
        await db
          .selectFrom('giving_events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  it('accepts one event or a list with 202', async () => {
    const before = await stored();
    expect(await post('events', event())).toEqual({ status: 202, body: { accepted: 1 } });
    expect(
      await post('events', [event(), event({ type: 'cause_selected', storeId: `{${STORE.toUpperCase()}}` })]),
    ).toEqual({
      status: 202,
      body: { accepted: 2 },
    });
    expect(await stored()).toBe(before + 3);
  });

  it('takes a beacon, which cannot send the header, naming the store in the query; no other call reads the query', async () => {
    const before = await stored();
    expect(await post('events?storeId=' + STORE.toUpperCase(), event(), null)).toEqual({
      status: 202,
      body: { accepted: 1 },
    });
    expect(await stored()).toBe(before + 1);
    const junk = await post<Failure>(`events?storeId=nope`, event(), null);
    expect([junk.status, junk.body.error.message]).toEqual([400, 'Invalid StoreId']);
    const tracking = await post<Failure>(`tracking?storeId=${STORE}`, { storeId: STORE }, null);
    expect([tracking.status, tracking.body.error.message]).toEqual([400, 'Invalid StoreId']);
    expect(await stored()).toBe(before + 1);
  });

  it('refuses junk with 400 and stores nothing', async () => {
    const before = await stored();
    for (const body of [
      event({ version: '0.1.14' }),
      event({ storeId: 'b'.repeat(32) }),
      event({ timeStamp: 'yesterday' }),
      event({ clientProperties: null }),
      [event(), event({ type: '' })],
      [],
      Array.from({ length: 51 }, () => event()),
      'hello',
      42,
      null,
    ]) {
      const answer = await post<Failure>('events', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.code).toBe('BAD_REQUEST');
    }
    expect(await stored()).toBe(before);
  });
});

describe('GIVING_STORE_ID at start', () => {
  it('stops the server with one line naming the variable', () => {
    const result = spawnSync(process.execPath, ['dist/server/entry.mjs'], {
      env: { ...process.env, PORT: '4997', GIVING_STORE_ID: 'demo-store' },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(78); // a bad setting: not started again
    expect(result.stderr.trim()).toBe(
      'Configuration error: GIVING_STORE_ID must be 32 hexadecimal digits; dashes, braces and spaces are ignored (got "demo-store")',
    );
  });
});
