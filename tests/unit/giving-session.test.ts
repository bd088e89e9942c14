import { describe, expect, it, vi } from 'vitest';
import { givingClient, type GivingFetch } from '../../src/lib/giving/client';
import { GivingErrors, type GivingError } from '../../src/lib/giving/errors';
import { trackingStorage } from '../../src/lib/giving/tracking-storage';
import { CAMPAIGN_TYPE, type Cause, type StoreConfig } from '../../src/lib/giving/types';
import {
  chooseCause,
  clearCause,
  eventPoster,
  startWidget,
  updateWidget,
  type Placement,
  type SessionDeps,
} from '../../src/lib/giving/widget-session';

const STORE = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';
const PORTFOLIO = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const cause = (id: string, name: string): Cause =>
  ({ id, name, logoUrl: null, isPortfolio: id === PORTFOLIO, portfolioCharities: null }) as Cause;
const CAUSES = [cause('53-0196605', 'Pet Rescue'), cause('13-1623829', 'Shelter Friends'), cause(PORTFOLIO, 'Animals')];

const config = (over: Partial<StoreConfig> = {}): StoreConfig =>
  ({
    id: STORE,
    isActive: true,
    letShoppersChoose: true,
    defaultCauseId: '53-0196605',
    defaultCauseIds: [],
    featuredCauseIds: ['13-1623829', PORTFOLIO],
    activeCampaigns: [
      {
        id: 'c',
        name: 'c',
        campaignType: CAMPAIGN_TYPE.onlinePurchase,
        isActive: true,
        donationType: 0,
        donationAmount: 1,
      },
    ],
    customerSegments: [],
    metaData: { sites: ['DTC'] },
    ...over,
  }) as StoreConfig;

type Call = { method: string; path: string; headers: Record<string, string>; body?: unknown; query?: unknown };

/** A giving service in memory, answering the calls of API.md. */
function fakeService(store: StoreConfig | null, known = new Set<string>(), failing = new Set<string>()) {
  const calls: Call[] = [];
  let tracked: { causeId: string | null; causeName: string | null } = { causeId: null, causeName: null };
  const fetcher = (async (path: string, options: Omit<Call, 'path'>) => {
    calls.push({ path, ...options });
    const route = path.replace('/api/giving', '');
    // A route whose last segment is listed fails as a server error would.
    if (failing.has(route.split('/').at(-1)!)) throw Object.assign(new Error('down'), { status: 500 });
    const q = (options.query ?? {}) as Record<string, string>;
    if (route === '/stores/cc-small/none') {
      if (!store) throw Object.assign(new Error('down'), { status: 503 });
      return store;
    }
    if (route === '/tracking') {
      known.add('t-new');
      return { trackingId: 't-new' };
    }
    const id = route.split('/')[2] ?? '';
    if (route.endsWith('/cause')) {
      if (!known.has(id)) throw Object.assign(new Error('not found'), { status: 404 });
      return { trackingId: id, ...tracked };
    }
    if (route.endsWith('/set-cause')) {
      tracked = options.body as typeof tracked;
      return { trackingId: id, ...tracked };
    }
    if (route.endsWith('/add-integration-info')) return { trackingId: id };
    if (route === '/products/donation-by-cms-id' || route === '/products/get-multiple-donation') {
      const provided = (q.providedCauseId ?? (options.body as { providedCauseId?: string })?.providedCauseId) as string;
      const amount = provided === PORTFOLIO ? 0.26 : 0.13;
      return { totalDonationAmount: amount, donationRecipients: [], lineItems: [], donationType: 0 };
    }
    if (route === '/charities/search-by-eins')
      return { results: CAUSES.filter((c) => q.eins!.split(',').includes(c.id)) };
    if (route === '/portfolios/cc-query-with-charities') return CAUSES.find((c) => c.id === q.id) ?? null;
    throw Object.assign(new Error(`no route ${route}`), { status: 404 });
  }) as GivingFetch;
  return { calls, fetcher, tracked: () => tracked };
}

class MapStorage {
  readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

function deps(service: ReturnType<typeof fakeService>, storage = new MapStorage(), site = 'DTC') {
  const errors = new GivingErrors();
  const heard: GivingError[] = [];
  errors.listen((e) => heard.push(e));
  const emitted: string[] = [];
  const instant = {
    now: (() => {
      let t = 0;
      return () => (t += 100);
    })(),
    sleep: async () => undefined,
  };
  const d: SessionDeps = {
    client: givingClient(STORE, errors, service.fetcher),
    errors,
    storage: trackingStorage(storage, STORE),
    segmentSources: { windowProperty: () => undefined, dataLayer: [], urlParams: new URLSearchParams() },
    site,
    clock: instant,
    emit: (type) => emitted.push(type),
  };
  return { deps: d, heard, emitted, storage };
}

const PRODUCT = { kind: 'product', cmsId: 'v-10007', price: 11.99 } as const;

describe('the giving widget lifecycle (spec 001 §4)', () => {
  it('starts tracking, preselects the default cause, works out the donation, loads the featured causes, emits ready', async () => {
    const service = fakeService(config());
    const { deps: d, emitted, storage } = deps(service);
    const view = await startWidget(d, PRODUCT, new URLSearchParams());
    expect(view?.trackingId).toBe('t-new');
    expect(storage.map.get(`sg:tracking:${STORE}`)).toBe('t-new');
    expect(view?.selected?.name).toBe('Pet Rescue');
    expect(view?.origin).toBe('default');
    expect(view?.donation.totalDonationAmount).toBe(0.13);
    expect(view?.featured.map((c) => c.name)).toEqual(['Shelter Friends', 'Animals']);
    expect(emitted).toEqual(['WidgetReady']);
    expect(service.calls.every((c) => c.headers['x-store-id'] === STORE)).toBe(true);
    const donation = service.calls.find((c) => c.path.endsWith('donation-by-cms-id'));
    expect(donation?.query).toMatchObject({ cmsId: 'v-10007', realPrice: 11.99, providedCauseId: '53-0196605' });
  });

  it('resumes the stored tracking and its cause; a tracking id the service forgot starts a new one', async () => {
    const service = fakeService(config(), new Set(['t-old']));
    const first = deps(service);
    first.storage.setItem(`sg:tracking:${STORE}`, 't-old');
    await chooseCause(
      first.deps,
      (await startWidget(first.deps, PRODUCT, new URLSearchParams()))!,
      CAUSES[1]!,
      'searched',
      PRODUCT,
    );
    const again = await startWidget(first.deps, PRODUCT, new URLSearchParams());
    expect(again?.trackingId).toBe('t-old');
    expect(again?.selected?.id).toBe('13-1623829');
    expect(again?.origin).toBe('searched');
    const forgotten = deps(fakeService(config()));
    forgotten.storage.setItem(`sg:tracking:${STORE}`, 't-gone');
    expect((await startWidget(forgotten.deps, PRODUCT, new URLSearchParams()))?.trackingId).toBe('t-new');
  });

  it('takes sgcause from the URL and saves it to tracking; an unknown one is ignored', async () => {
    const service = fakeService(config());
    const { deps: d } = deps(service);
    const view = await startWidget(d, PRODUCT, new URLSearchParams(`sgcause=${PORTFOLIO}`));
    expect(view?.selected?.name).toBe('Animals');
    expect(service.tracked()).toEqual({ causeId: PORTFOLIO, causeName: 'Animals' });
    expect(view?.donation.totalDonationAmount).toBe(0.26);
    const other = deps(fakeService(config()));
    expect((await startWidget(other.deps, PRODUCT, new URLSearchParams('sgcause=99-9999999')))?.selected?.id).toBe(
      '53-0196605',
    );
  });

  it('records email-marketing parameters once', async () => {
    const service = fakeService(config());
    const { deps: d } = deps(service);
    const url = new URLSearchParams('utm_source=email&utm_campaign=spring');
    await startWidget(d, PRODUCT, url);
    await startWidget(d, PRODUCT, url);
    const recorded = service.calls.filter((c) => c.path.endsWith('/add-integration-info'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.body).toEqual({
      integrationType: 'EmailMarketing',
      info: { utm_campaign: 'spring', utm_source: 'email' },
    });
  });

  it('hides, raising an error, when the store configuration does not come', async () => {
    const { deps: d, heard } = deps(fakeService(null));
    expect(await startWidget(d, PRODUCT, new URLSearchParams())).toBeNull();
    expect(heard.map((e) => `${e.name}: ${e.message}`)).toEqual([
      'ShoppingGivesApiError: Error retrieving store',
      'ShoppingGivesSDKError: Error initializing SDK',
    ]);
  });

  it('hides on a site the store does not list, and when nothing is eligible', async () => {
    expect(
      await startWidget(deps(fakeService(config()), undefined, 'HPSF').deps, PRODUCT, new URLSearchParams()),
    ).toBeNull();
    const listed = config({ metaData: { sites: ['DTC', 'HPSF'] } });
    expect(
      await startWidget(deps(fakeService(listed), undefined, 'HPSF').deps, PRODUCT, new URLSearchParams()),
    ).not.toBeNull();
    const none = config({ activeCampaigns: [] });
    expect(await startWidget(deps(fakeService(none)).deps, PRODUCT, new URLSearchParams())).toBeNull();
  });

  it('asks a cart donation for the cart lines', async () => {
    const service = fakeService(config());
    const { deps: d } = deps(service);
    const cart: Placement & { kind: 'cart' } = {
      kind: 'cart',
      cmsIds: [{ id: 'v1', price: 11.99, quantity: 2, discount: 0 }],
      cartDiscount: 0,
    };
    expect((await startWidget(d, cart, new URLSearchParams()))?.donation.totalDonationAmount).toBe(0.13);
    const call = service.calls.find((c) => c.path.endsWith('get-multiple-donation'));
    expect(call?.method).toBe('POST');
    expect(call?.body).toMatchObject({
      cmsIds: cart.cmsIds,
      providedCauseId: '53-0196605',
      ignoreDirectDonations: false,
    });
  });

  it('an API failure answers an empty result and is emitted, not thrown', async () => {
    const errors = new GivingErrors();
    const heard = vi.fn();
    errors.listen(heard);
    const failing = (async () => {
      throw new Error('offline');
    }) as GivingFetch;
    const client = givingClient(STORE, errors, failing);
    expect(await client.searchCharities({ q: 'dog', skip: 0, take: 25, categoryId: 3 })).toEqual({
      results: [],
      total: 0,
    });
    expect(await client.charitiesByEins(['1'])).toEqual([]);
    expect(heard.mock.calls.map(([e]) => e.message)).toEqual([
      'Error searching charities',
      'Error retrieving charities by EIN',
    ]);
  });
});

describe('clearing the cause and the SDK errors (spec 001 §4 "clear cause", §8)', () => {
  const sdkErrors = (heard: GivingError[]) =>
    heard.filter((e) => e.name === 'ShoppingGivesSDKError').map((e) => e.message);

  it('clearing a chosen cause forgets it in tracking and goes back to the store default', async () => {
    const service = fakeService(config());
    const { deps: d, emitted, storage } = deps(service);
    const chosen = await chooseCause(
      d,
      (await startWidget(d, PRODUCT, new URLSearchParams()))!,
      CAUSES[1]!,
      'featured',
      PRODUCT,
    );
    expect(service.tracked().causeId).toBe('13-1623829');
    expect(storage.map.get(`sg:cause-origin:${STORE}`)).toBe('featured');
    const cleared = await clearCause(d, chosen, PRODUCT);
    expect(service.tracked()).toEqual({ causeId: null, causeName: null });
    expect(storage.map.has(`sg:cause-origin:${STORE}`)).toBe(false);
    expect(cleared.selected?.name).toBe('Pet Rescue');
    expect(cleared.origin).toBe('default');
    expect(emitted).toContain('CauseCleared');
    const asked = service.calls.filter((c) => c.path.endsWith('donation-by-cms-id')).at(-1);
    expect(asked?.query).toMatchObject({ providedCauseId: '53-0196605' });
  });

  it('with no store default, clearing leaves the widget asking for a cause', async () => {
    const service = fakeService(config({ defaultCauseId: null }));
    const { deps: d } = deps(service);
    const start = await startWidget(d, PRODUCT, new URLSearchParams());
    expect(start?.selected).toBeNull();
    const chosen = await chooseCause(d, start!, CAUSES[0]!, 'featured', PRODUCT);
    const cleared = await clearCause(d, chosen, PRODUCT);
    expect(cleared.selected).toBeNull();
    expect(cleared.origin).toBeNull();
    expect(cleared.donation.totalDonationAmount).toBe(0.13);
  });

  it('a clear the service refuses keeps the cause and raises "Error setting cause to tracking"', async () => {
    const failing = new Set<string>();
    const service = fakeService(config(), undefined, failing);
    const { deps: d, heard } = deps(service);
    const chosen = await chooseCause(
      d,
      (await startWidget(d, PRODUCT, new URLSearchParams()))!,
      CAUSES[1]!,
      'featured',
      PRODUCT,
    );
    failing.add('set-cause');
    const kept = await clearCause(d, chosen, PRODUCT);
    expect(kept.selected?.id).toBe('13-1623829');
    expect(service.tracked().causeId).toBe('13-1623829');
    expect(sdkErrors(heard)).toEqual(['Error setting cause to tracking']);
  });

  it('a failed tracked-cause read raises "Error getting tracked cause" and starts a new tracking', async () => {
    const storage = new MapStorage();
    storage.setItem(`sg:tracking:${STORE}`, 't-old');
    const { deps: d, heard } = deps(fakeService(config(), new Set(['t-old']), new Set(['cause'])), storage);
    const view = await startWidget(d, PRODUCT, new URLSearchParams());
    expect(view?.trackingId).toBe('t-new');
    expect(sdkErrors(heard)).toEqual(['Error getting tracked cause']);
  });

  it('a donation that cannot be worked out raises "Error calculating donation" after the call’s own error, and hides', async () => {
    const { deps: d, heard } = deps(fakeService(config(), undefined, new Set(['donation-by-cms-id'])));
    expect(await startWidget(d, PRODUCT, new URLSearchParams())).toBeNull();
    expect(heard.map((e) => `${e.name}: ${e.message}`)).toEqual([
      'ShoppingGivesApiError: Error product donation',
      'ShoppingGivesSDKError: Error calculating donation',
    ]);
  });

  it('a store whose campaigns cannot be read raises "Error retrieving donation eligibility", and hides', async () => {
    const broken = config({ activeCampaigns: null as unknown as StoreConfig['activeCampaigns'] });
    const { deps: d, heard } = deps(fakeService(broken));
    expect(await startWidget(d, PRODUCT, new URLSearchParams())).toBeNull();
    expect(sdkErrors(heard)).toEqual(['Error retrieving donation eligibility']);
  });

  it('causes that cannot be loaded raise "Error populating cause IDs"; an update says DonationUpdated', async () => {
    const { deps: d, heard, emitted } = deps(fakeService(config()));
    const view = (await startWidget(d, PRODUCT, new URLSearchParams()))!;
    expect(sdkErrors(heard)).toEqual([]);
    const broken = { ...d, client: { ...d.client, charitiesByEins: () => Promise.reject(new Error('bad answer')) } };
    const updated = await updateWidget(broken, { ...view, featured: undefined as never }, PRODUCT);
    expect(updated?.featured).toEqual([]);
    expect(sdkErrors(heard)).toEqual(['Error populating cause IDs']);
    // A portfolio gives twice as much in the fake service: the amount changes, and the event says so.
    const portfolio = await updateWidget(d, { ...view, selected: CAUSES[2]! }, PRODUCT);
    expect(portfolio?.donation.totalDonationAmount).toBe(0.26);
    expect(emitted.at(-1)).toBe('DonationUpdated');
  });

  it('an update that fails part-way raises "Error updating widget" and hides, not throws', async () => {
    const { deps: d, heard } = deps(fakeService(config()));
    const view = (await startWidget(d, PRODUCT, new URLSearchParams()))!;
    const failingEvents = {
      ...d,
      emit: () => {
        throw new Error('no queue');
      },
    };
    expect(await updateWidget(failingEvents, { ...view, selected: CAUSES[2]! }, PRODUCT)).toBeNull();
    expect(sdkErrors(heard)).toEqual(['Error updating widget']);
  });

  it('events that cannot be posted raise "Error emitting event" once per spell of failures', async () => {
    const errors = new GivingErrors();
    const heard = vi.fn();
    errors.listen(heard);
    const answers = [false, false, true, false];
    const post = eventPoster({ postEvents: async () => answers.shift()! }, errors);
    for (let i = 0; i < 4; i += 1) await post([]);
    expect(heard.mock.calls.map(([e]) => e.message)).toEqual(['Error emitting event', 'Error emitting event']);
  });

  it('with no one listening, an SDK error is thrown', async () => {
    const service = fakeService(config(), undefined, new Set(['donation-by-cms-id']));
    const d = deps(service).deps;
    const errors = new GivingErrors();
    const silent = { ...d, errors, client: givingClient(STORE, errors, service.fetcher) };
    const thrown = await startWidget(silent, PRODUCT, new URLSearchParams()).catch((error: unknown) => error as Error);
    expect(thrown).toMatchObject({ name: 'ShoppingGivesSDKError', message: 'Error calculating donation' });
    expect((thrown as Error).cause).toMatchObject({ name: 'ShoppingGivesApiError', message: 'Error product donation' });
  });
});
