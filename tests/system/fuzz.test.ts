// Property-based fuzzing of every /api route (docs/api.md): bodies shaped like each route's schema with hostile
// values in the fields, arbitrary JSON, text that is not JSON, other methods, content types and origins, anonymous and
// as the demo accounts. Whatever comes, the store never answers 5xx, an error is always the envelope, and a refused
// request changes nothing in the database.
//
// The suite runs on a store of its own (two servers, DTC and HPSF, on a fresh database): the other API files share the
// suite's servers and would change the row counts under the fingerprint, and this file's wrong passwords and reset
// requests for the demo accounts would use up their rate limits. Seeds are fixed; FUZZ_SEED=<n> runs other ones.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/lib/site/us-states';
import { TEST_CARDS } from '../../src/lib/checkout/cards';
import { CANCEL_REASONS } from '../../src/lib/subscriptions/changes';
import { SORTS } from '../../src/lib/catalog/listing';
import { FACET_FIELDS } from '../../src/lib/catalog/facets';
import { CONTENT_TYPES } from '../../src/lib/content/types';
import {
  type Browser,
  CHICAGO,
  card,
  completeSteps,
  enterCheckout,
  fillCart,
  ownStore,
  type OwnStore,
  PUPPY,
  signedIn,
} from '../support/checkout';
import { accessCode } from '../support/clinics';
import { postJson } from '../support/server';
import {
  anyJson,
  anyKey,
  type Answer,
  apiRouteFiles,
  bodyOf,
  clientAddress,
  field,
  type Field,
  fingerprint,
  forwardedFor,
  fromPool,
  type FuzzRequest,
  inParallel,
  jsonText,
  loose,
  nastyString,
  notJson,
  oddJson,
  oversized,
  printable,
  problemsOf,
  report,
  seedFor,
  send,
  type Sessions,
  shape,
  type Site,
} from '../support/fuzz';

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
/** Requests per route in the main run (fast-check runs, one request each; FUZZ_RUNS=<n> for a longer hunt). */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 80);
/** Requests in the refused-changes-nothing batch. */
const REFUSED_RUNS = 8 * 80;
/** In flight at once. */
const CONCURRENCY = 8;
const MIN_REQUESTS = 5_000;

const DEMO_PASSWORD = 'Petfood-demo-1';
const SHOPPER = 'shopper@example.com';
const STAFF = 'staff@example.com';
const EDITOR = 'editor@example.com';
const AUTH_SECRET = 'fuzz-suite-secret-0123456789abcdef0123456789';

/** What the store holds, so that near-valid bodies can name real carts, lines, addresses, autoships and orders. */
type Known = {
  shopperId: string;
  staffId: string;
  userIds: string[];
  emails: string[];
  cartIds: string[];
  lineIds: string[];
  merchandiseIds: string[];
  sellingPlanIds: string[];
  handles: string[];
  skus: string[];
  addressIds: string[];
  subscriptionIds: string[];
  orderIds: string[];
  metafieldIds: string[];
  clinicIds: string[];
  accessCodes: string[];
  cursors: string[];
  jwts: string[];
  /** The demo accounts' checkout_session and og_auth cookies, which nobody else may use. */
  checkoutCookies: string[];
  managementCookies: string[];
  undeliveredZip: string;
  /** Content entries, for the studio's calls to name. */
  entryIds: string[];
  /** Trackings of the demo giving store, for the giving calls to name. */
  trackingIds: string[];
  /** Reviews (the shopper's own among them), for the review calls and the studio's to name. */
  reviewIds: string[];
  /** The shopper's pets, for the pets calls to name. */
  petIds: string[];
};

type RouteSpec = {
  /** The route's method; the catch-all answers any. */
  method: 'POST' | 'GET' | 'PUT' | 'ANY';
  /** Where to send it, for a route whose file path has a [param]; `/api/{route}` without it. */
  path?: (k: Known) => fc.Arbitrary<string>;
  /** Query strings the route reads, sent besides the hostile ones. */
  query?: (k: Known) => fc.Arbitrary<string>;
  /** Headers the route reads (the giving calls' x-store-id). */
  headers?: (k: Known) => fc.Arbitrary<Record<string, string>>;
  /** Where the example is sent, when not to `/api/{route}` with no headers of its own. */
  exampleAt?: (k: Known) => { path: string; headers: Record<string, string> };
  /** The fields of the route's schema. */
  body?: (k: Known) => Field;
  /** What the route needs besides a good body: a session (401 without), or the shopper's open checkout (404). */
  needs?: 'session' | 'checkout';
  /** Sent anonymously only: signed in, it would end the demo accounts' sessions the suite uses. */
  anonymousOnly?: true;
  /** Signed in, sent as the demo editor (the studio's calls), not as the shopper or staff member. */
  asEditor?: true;
  /** A body the route would act on; routes that change state have one, for the refused-changes-nothing check. */
  example?: (k: Known) => Record<string, unknown>;
  /** The route's own ways of being refused, besides the ones every state-changing route has. */
  refusals?: (k: Known) => fc.Arbitrary<Refusal>;
};

/** A request the store must refuse: its status is one of `expect`, and 200 only with userErrors. */
type Refusal = { request: FuzzRequest; expect: number[] };

// ---------------------------------------------------------------------------------------------------------------
// Field kinds of the routes' schemas

const STATE_CODES = US_STATES.map((s) => s.code);
const zip = field.text(5, 5, '60601', '80202', '80204', '00000', '99999', '96801', '00501');
/** ZIPs of the store's delivery area, and one outside it. */
const zipCode = (k: Known): Field<string> => ({
  valid: fc.constantFrom('60601', '80202', '80204', '00501', k.undeliveredZip),
  edge: zip.edge,
});
const returnPath = field.text(0, 2048, '/account', '/checkout', 'https://evil.example/', '//evil.example', '/\\evil');
const phone = field.text(7, 20, '555-101-1007', '+1 (303) 555-0100', '1234567');
const address = (k: Known) =>
  shape({
    firstName: field.text(1, 80, 'Ada'),
    lastName: field.text(1, 80, 'Reyes'),
    company: field.nullish(field.text(0, 120, 'Acme')),
    address1: field.text(1, 120, '233 S Wacker Dr', '1600 Glenarm Pl'),
    address2: field.nullish(field.text(0, 120, 'Suite 10')),
    city: field.text(1, 80, 'Chicago', 'Denver'),
    provinceCode: field.oneOf(...STATE_CODES),
    zip: zipCode(k),
    countryCode: field.oneOf('US'),
    phone: field.nullish(phone),
    homeDeliveryOnly: field.bool(),
  });
const attributes = (max: number) =>
  field.list(
    shape({ key: field.text(1, 64, '_weightValue', 'gift', '__proto__'), value: field.text(0, 512, '5') }),
    0,
    max,
  );
const quantity = field.int(-10_000, 10_000);
const lineInput = (k: Known) =>
  shape({
    merchandiseId: fromPool(k.merchandiseIds),
    quantity,
    attributes: attributes(20),
    sellingPlanId: field.nullish(fromPool(k.sellingPlanIds)),
  });
const cartId = (k: Known) => fromPool(k.cartIds);
const buyerIdentity = (k: Known) =>
  shape({
    email: field.nullish(field.email(...k.emails)),
    phone: field.nullish(phone),
    countryCode: field.nullish(field.oneOf('US', 'CA', 'us', 'USA')),
    customerAccessToken: loose(fc.oneof(fc.string(), fc.constant(null))),
  });
const subscription = (k: Known) => fromPool(k.subscriptionIds);
/** The demo accounts' ids (one of them the caller's own); at the edge others' ids and near misses. */
const customerId = (k: Known): Field<string> => ({
  valid: fc.constantFrom(k.shopperId, k.staffId),
  edge: fc.oneof(fc.constantFrom(...k.userIds), fromPool([k.shopperId]).edge),
});
/** The staff member's identity token; at the edge a token with a broken signature or none. */
const jwt = (k: Known): Field<string | null | undefined> => ({
  valid: fc.constantFrom(k.jwts[0], null, undefined),
  edge: fc.oneof(fc.constantFrom(...k.jwts.slice(1)), fromPool(k.jwts).edge),
});
const facetValues = field.list(field.text(0, 60, 'dog', 'cat', 'dry-food', 'science-diet', 'chicken'), 0, 50);
const listing = () =>
  shape({
    filters: {
      valid: fc
        .array(fc.tuple(fc.constantFrom(...FACET_FIELDS), facetValues.valid), { maxLength: 3 })
        .map((entries) => Object.fromEntries(entries)),
      edge: fc.oneof(
        fc
          .array(fc.tuple(anyKey, fc.oneof(facetValues.valid, facetValues.edge)), { minLength: 1, maxLength: 3 })
          .map((entries) => Object.fromEntries(entries)),
        fc.constant([]),
      ),
    },
    limit: field.int(1, 100),
    page: field.int(1, 10_000),
    sort: field.oneOf(...SORTS),
    search: field.text(0, 200, 'chicken', 'puppy', 'dry dog', '%', '"', '*'),
  });
const none = () => shape({});

const GIVING_STORE = '5f0c9e6b2d8a4c71b3e9a0d4c6f21e87';
const CAUSES = ['51-3530829', '84-7655194', '17-9513358', '9b1f3c5e7a2d4f6081c3e5a7b9d1f2a4'];
const SEGMENTS = ['segment-window-staff', 'segment-data-layer-wholesale', 'segment-url-campaign', 'no-such-segment'];
/** The demo giving store's id, mostly; spelt otherwise, another store's, hostile or missing now and then. */
const givingHeaders = (): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant({ 'x-store-id': GIVING_STORE }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(`{${GIVING_STORE.toUpperCase()}}`, '5f0c9e6b-2d8a-4c71-b3e9-a0d4c6f21e87', 'f'.repeat(32), '')
        .map((id) => ({ 'x-store-id': id })),
    },
    { weight: 1, arbitrary: nastyString.map((s) => ({ 'x-store-id': toHeader(s).slice(0, 200) })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
/** A path segment however odd: escaped, so that it stays one segment. */
const segment = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return 'x'; // a lone surrogate cannot be escaped
  }
};
const trackingPath = (call: string) => (k: Known) =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.constantFrom(...k.trackingIds) },
      { weight: 1, arbitrary: fromPool(k.trackingIds).edge.map(segment) },
    )
    .map((id) => `/api/giving/tracking/${id}/${call}`);
const trackingExample = (call: string) => (k: Known) => ({
  path: `/api/giving/tracking/${k.trackingIds[0]}/${call}`,
  headers: { 'x-store-id': GIVING_STORE },
});
/** A query string of these fields, each left out now and then. */
const queryOf = (fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> =>
  fc
    .record(fields, { requiredKeys: [] })
    .map((values) => `?${new URLSearchParams(Object.entries(values) as [string, string][]).toString()}`);
// Kept short: Node refuses a request line past 16 KiB (431) before the store sees it.
const queryText = (...samples: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...samples) },
    { weight: 1, arbitrary: nastyString.map((s) => s.slice(0, 1000)) },
  );
const causeId = field.like(CAUSES, ['99-0000000', '9B1F3C5E7A2D4F6081C3E5A7B9D1F2A4', 'a'.repeat(32), '1'.repeat(32)]);
const givingEvent = () =>
  shape({
    timeStamp: field.like(
      ['2025-01-31T12:00:00Z', '2025-01-31T12:00:00.000+01:00'],
      ['yesterday', '2025-13-01T00:00:00Z'],
    ),
    type: field.text(1, 64, 'widget_loaded', 'cause_selected'),
    version: field.like(['0.1.15'], ['0.1.14', '0.1.150']),
    payload: loose(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })),
    clientProperties: shape({
      userAgent: field.text(0, 2048, 'test'),
      url: field.text(0, 2048, '/products/x'),
      device: field.text(0, 2048, 'desktop'),
      browser: field.text(0, 2048, 'firefox'),
      platform: field.text(0, 2048, 'linux'),
      referrer: field.text(0, 2048, ''),
    }),
    storeId: field.like([GIVING_STORE, `{${GIVING_STORE}}`], ['f'.repeat(32), 'demo']),
    trackingId: field.nullish(field.text(0, 64, '00000000-0000-4000-8000-000000000000')),
    metadata: loose(fc.constant({})),
    customerId: field.nullish(field.text(0, 128, 'c-1')),
    email: field.nullish(field.email('a@example.com')),
  });
const givingEventExample = {
  timeStamp: '2025-01-31T12:00:00Z',
  type: 'widget_loaded',
  version: '0.1.15',
  payload: {},
  clientProperties: { userAgent: 'x', url: '/', device: 'desktop', browser: 'x', platform: 'x', referrer: '' },
  storeId: GIVING_STORE,
  metadata: {},
};

/** What a buyer writes in a review (issue 41): markup, links and lengths around the limits among them. */
const reviewFields = () => ({
  rating: field.int(1, 5),
  title: field.text(1, 120, 'Great food', '<b>Crunchy</b> kibble', 'www.spam.example', 'I <3 it'),
  body: field.text(
    20,
    5000,
    'Our dog finishes every bowl and her coat shines.',
    '<script>alert(1)</script> and some more words here',
    'Cheaper at https://spam.example/deal, buy there',
    '&lt;b&gt;escaped markup&lt;/b&gt; and enough words',
  ),
  petName: field.nullish(field.text(0, 40, 'Rex', '', '<i>Luna</i>')),
  petAge: field.nullish(field.text(0, 30, '2 years', '8 months')),
  recommend: field.bool(),
});
const reviewExample = {
  rating: 4,
  title: 'Great food',
  body: 'Our dog finishes every bowl and her coat shines.',
  recommend: true,
};

/** What a customer says of a pet (issue 42 §1): weights, birthdays and conditions around the limits among them. */
const petFields = () => ({
  name: field.text(1, 40, 'Max', 'Luna', "O'Malley", '<b>Rex</b>', '🐶'),
  species: field.oneOf('dog', 'cat'),
  birthday: field.like(
    ['2019-03-14', '2025-06-01', '1999-01-01'],
    ['2019-02-30', '2099-01-01', '14/03/2019', '2019-3-14', '1990-01-01'],
  ),
  breedSize: field.nullish(field.oneOf('small', 'medium', 'large')),
  weightLb: field.int(1, 250),
  activity: field.oneOf('low', 'normal', 'high'),
  neutered: field.bool(),
  healthConditions: field.list(field.oneOf('joint-care', 'skin-care', 'weight-management', 'no-such-care'), 0, 7),
  photoId: field.nullish(field.like(['pet-00000000-0000-4000-8000-000000000000'], ['../etc', 'img-hero', ''])),
});
const petExample = {
  name: 'Max',
  species: 'dog',
  birthday: '2019-03-14',
  breedSize: 'large',
  weightLb: 60,
  activity: 'normal',
  neutered: true,
  healthConditions: ['joint-care'],
};

// ---------------------------------------------------------------------------------------------------------------
// Every route under src/pages/api, by its file's path

/** Back-office routes: signed in, sent as accounts without a role; each with a body it would act on, when it has one. */
function backOffice(
  routes: Record<string, [(k: Known) => Field, ((k: Known) => Record<string, unknown>)?]>,
): Record<string, RouteSpec> {
  return Object.fromEntries(
    Object.entries(routes).map(([route, [body, example]]) => [
      route,
      { method: 'POST', needs: 'session', body, ...(example ? { example } : {}) },
    ]),
  );
}

const ROUTES: Record<string, RouteSpec> = {
  '[...path]': { method: 'ANY' },

  'account/addresses': { method: 'POST', body: none, needs: 'session' },
  // The shopper's own pets on DTC (60 changes an hour, then 429; 12 pets at most, then 409); anyone else's pet is 404,
  // and the staff site keeps none (404).
  'account/pets/list': { method: 'GET', needs: 'session' },
  'account/pets/create': {
    method: 'POST',
    needs: 'session',
    body: () => shape(petFields()),
    example: () => petExample,
  },
  'account/pets/update': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.petIds), ...petFields() }),
    example: (k) => ({ id: k.petIds[0], ...petExample, weightLb: 61 }),
  },
  'account/pets/delete': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.petIds) }),
    example: (k) => ({ id: k.petIds[0] }),
  },
  // A multipart form (tests/api/pets.test.ts); the JSON sent here is refused at the door.
  'account/pets/photo': { method: 'POST', needs: 'session', body: none },
  'account/pets/running-low-mail': {
    method: 'POST',
    needs: 'session',
    body: () => shape({ on: field.bool() }),
    example: () => ({ on: false }),
  },
  'account/payment-methods/index': { method: 'POST', body: none, needs: 'session' },
  // No id the fuzzer makes is a card on file: a refusal (409), never a removed card.
  'account/payment-methods/default': {
    method: 'POST',
    needs: 'session',
    body: () => shape({ id: field.text(1, 64, 'pm_not_a_card') }),
  },
  'account/payment-methods/remove': {
    method: 'POST',
    needs: 'session',
    body: () => shape({ id: field.text(1, 64, 'pm_not_a_card') }),
  },
  'account/change-password': {
    method: 'POST',
    needs: 'session',
    // The demo password never comes up here: a change would end the sessions the suite signs in with.
    body: () =>
      shape({
        currentPassword: field.text(1, 128, 'wrong-password-1'),
        newPassword: field.text(10, 128, 'a-new-long-password'),
      }),
    example: () => ({ currentPassword: DEMO_PASSWORD, newPassword: 'a-new-long-password' }),
  },
  'account/forgot-password': {
    method: 'POST',
    body: (k) => shape({ email: field.email(...k.emails) }),
    example: () => ({ email: SHOPPER }),
    // The shopper's email has used up its three requests before the batch (see the test).
    refusals: () =>
      fc
        .tuple(fc.constantFrom(SHOPPER, SHOPPER.toUpperCase(), ` ${SHOPPER}`), clientAddress)
        .map(([email, client]) => refusal('account/forgot-password', { email }, { client, expect: [429, 400] })),
  },
  'account/register': {
    method: 'POST',
    body: (k) =>
      shape({
        email: field.email(...k.emails),
        password: field.text(10, 128, 'a-long-password'),
        firstName: field.text(1, 80, 'Vi'),
        lastName: field.text(1, 80, 'Tran'),
        acceptsMarketing: field.bool(),
        previous: field.nullish(returnPath),
        redirect: field.nullish(returnPath),
        ftcAcknowledged: field.bool(),
      }),
    example: () => ({
      email: 'fuzz-new-account@example.com',
      password: 'a-long-password',
      firstName: 'Vi',
      lastName: 'Tran',
    }),
    // An email that already has an account is not refused in the answer (that would tell it exists): its owner is
    // mailed instead, which tests/api/account-sessions.test.ts checks.
  },
  'account/reset-password': {
    method: 'POST',
    body: () =>
      shape({ token: field.text(1, 512, 'not-a-real-token'), newPassword: field.text(10, 128, 'a-new-long-password') }),
    example: () => ({ token: 'not-a-real-token-0123456789', newPassword: 'a-new-long-password' }),
    refusals: () =>
      fc
        .tuple(fc.string({ minLength: 1, maxLength: 64 }), clientAddress)
        .map(([token, client]) =>
          refusal('account/reset-password', { token, newPassword: 'a-new-long-password' }, { client, expect: [200] }),
        ),
  },
  'account/sign-in': {
    method: 'POST',
    body: (k) =>
      shape({
        email: field.email(...k.emails),
        password: field.text(1, 128, DEMO_PASSWORD, 'wrong-password'),
        previous: field.nullish(returnPath),
        redirect: field.nullish(returnPath),
        ftcAcknowledged: field.bool(),
      }),
    example: () => ({ email: SHOPPER, password: DEMO_PASSWORD }),
    // A wrong password or an unknown email; and the consumer's right password on the staff site (403, no session).
    refusals: () =>
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom(SHOPPER, STAFF, 'nobody@example.com'),
            fc.string({ minLength: 1, maxLength: 20 }),
            clientAddress,
          )
          .map(([email, password, client]) =>
            refusal('account/sign-in', { email, password: `${password}!x` }, { client, expect: [401, 429] }),
          ),
        clientAddress.map((client) =>
          refusal(
            'account/sign-in',
            { email: SHOPPER, password: DEMO_PASSWORD },
            { site: 'HPSF', client, expect: [403, 429] },
          ),
        ),
      ),
  },
  'account/sign-out': { method: 'POST', body: none, anonymousOnly: true },

  'checkout/delivery': { method: 'POST', body: none, needs: 'checkout', example: () => ({}) },
  'checkout/information': {
    method: 'POST',
    needs: 'checkout',
    body: (k) =>
      shape({
        email: field.email(...k.emails),
        location: field.oneOf('ship_to_home', 'ship_to_work'),
        address: field.nullish(address(k)),
        acceptsMarketing: field.bool(),
      }),
    example: () => ({ email: 'someone@example.com', location: 'ship_to_home', address: CHICAGO }),
  },
  'checkout/payment': {
    method: 'POST',
    needs: 'checkout',
    body: () =>
      shape({
        card: shape({
          number: field.text(0, 32, ...Object.values(TEST_CARDS), '4242 4242 4242 4242', '4242424242424241'),
          expMonth: field.int(1, 12),
          expYear: field.int(2020, 2100),
          cvc: field.text(0, 4, '123', '1234'),
        }),
      }),
    example: () => ({ card: card() }),
  },
  'checkout/place-order': {
    method: 'POST',
    needs: 'checkout',
    body: () =>
      shape({
        attemptToken: field.like(
          ['a'.repeat(32), 'fuzz-attempt-token-0001'],
          ['a'.repeat(15), 'a'.repeat(65), 'tok en'.repeat(4)],
        ),
        expectedTotal: field.like(
          ['12.50', '0.00', '9999999.99', '23.98'],
          ['1.5', '-1.00', '1e3', '12.5O', '99999999.99'],
        ),
        expectedLines: field.like(
          ['a'.repeat(32), '0'.repeat(32)],
          ['a'.repeat(31), 'a'.repeat(33), `${'a'.repeat(31)}!`],
        ),
      }),
    example: () => ({ attemptToken: 'a'.repeat(32), expectedTotal: '23.98', expectedLines: 'a'.repeat(32) }),
  },

  'cms/v1.0/admin/list-entries': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: () =>
      shape({
        type: field.nullish(field.oneOf(...CONTENT_TYPES)),
        status: field.nullish(field.oneOf('draft', 'published', 'archived')),
        site: field.nullish(field.oneOf('ALL', 'DTC', 'HPSF')),
        q: field.nullish(field.text(0, 200, 'free', 'shipping', '%', '"')),
      }),
  },
  'cms/v1.0/admin/get-entry': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) => shape({ id: fromPool(k.entryIds) }),
  },
  'cms/v1.0/admin/save-entry': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) =>
      shape({
        id: field.nullish(fromPool(k.entryIds)),
        type: field.oneOf(...CONTENT_TYPES),
        key: field.text(1, 120, 'fuzz-entry', 'free-shipping', 'main', '../etc', 'a b'),
        site: field.oneOf('ALL', 'DTC', 'HPSF'),
        data: loose(
          fc.oneof(
            fc.record({ text: fc.string(), url: fc.string() }),
            fc.record({ title: fc.string(), description: fc.string(), body: fc.string() }),
            fc.record({ value: fc.jsonValue() }),
            fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue({ maxDepth: 3 })),
          ),
        ),
        version: field.nullish(field.int(0, 1000)),
      }),
    example: (k) => ({
      id: k.entryIds[0],
      type: 'announcement',
      key: 'fuzz',
      site: 'DTC',
      data: { text: 'x' },
      version: 1,
    }),
  },
  'cms/v1.0/admin/publish-entry': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) => shape({ id: fromPool(k.entryIds), version: field.int(0, 1000) }),
    example: (k) => ({ id: k.entryIds[0], version: 1 }),
  },
  'cms/v1.0/admin/archive-entry': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) => shape({ id: fromPool(k.entryIds) }),
    example: (k) => ({ id: k.entryIds[0] }),
  },
  'cms/v1.0/admin/revert-entry': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) => shape({ id: fromPool(k.entryIds), version: field.int(0, 1000) }),
    example: (k) => ({ id: k.entryIds[0], version: 1 }),
  },
  'cms/v1.0/admin/list-audit': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) => shape({ entryId: field.nullish(fromPool(k.entryIds)), limit: field.nullish(field.int(1, 500)) }),
  },
  'cms/v1.0/admin/search-report': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: () => shape({ days: field.int(0, 31), site: field.nullish(field.oneOf('DTC', 'HPSF', 'ALL')) }),
  },
  'cms/v1.0/admin/list-images': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: () =>
      shape({ q: field.nullish(field.text(0, 200, 'bowl', '%', '_')), limit: field.nullish(field.int(1, 200)) }),
  },
  'cms/v1.0/admin/list-reviews': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: () =>
      shape({
        status: field.nullish(field.oneOf('pending', 'approved', 'rejected', 'all')),
        rating: field.nullish(field.int(1, 5)),
        query: field.nullish(field.text(0, 200, 'puppy', 'Sam S.', '%', '_', '"')),
        page: field.nullish(field.int(1, 10_000)),
      }),
  },
  'cms/v1.0/admin/moderate-review': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: (k) =>
      shape({
        id: fromPool(k.reviewIds),
        decision: field.oneOf('approve', 'reject'),
        reason: field.nullish(field.text(1, 500, 'Please write about the food.', '<b></b>', ' ')),
      }),
    example: (k) => ({ id: k.reviewIds[0], decision: 'reject', reason: 'Off topic' }),
  },
  // A multipart form (tests/api/studio-images.test.ts); the JSON sent here is refused at the door.
  'cms/v1.0/admin/upload-image': { method: 'POST', needs: 'session', asEditor: true, body: none },
  // A multipart form too (tests/api/catalogue-import.test.ts), for admins only: sent as the shopper and staff, 403.
  'admin/catalogue/import': { method: 'POST', needs: 'session', body: none },
  'delete-cache-item': {
    method: 'POST',
    needs: 'session',
    asEditor: true,
    body: () =>
      shape({ cacheKey: field.text(1, 300, '*', 'content:*', 'catalogue', 'images:x', 'nope:x', 'content:') }),
    example: () => ({ cacheKey: 'content:*' }),
  },

  'cms/v1.0/get-account-pages-settings': { method: 'POST', body: none },
  'cms/v1.0/get-announcements': { method: 'POST', body: none },
  'cms/v1.0/get-contact': { method: 'POST', body: none },
  'cms/v1.0/get-filtered-products': { method: 'POST', body: listing },
  'cms/v1.0/get-goodness-box-badge': { method: 'POST', body: none },
  'cms/v1.0/get-highlight-content-block': { method: 'POST', body: none },
  'cms/v1.0/get-promotion-banners': { method: 'POST', body: none },
  'cms/v1.0/get-two-column-section': { method: 'POST', body: none },
  'cms/v1.0/get-globals': {
    method: 'POST',
    body: () =>
      shape({
        fields: field.list(
          field.text(1, 100, 'free_shipping_minimum', 'site_404_title', 'site_404_cta', '__proto__'),
          1,
          100,
        ),
      }),
  },
  'cms/v1.0/get-navigation': { method: 'POST', body: () => shape({ handle: field.text(1, 100, 'main', 'footer') }) },
  'cms/v1.0/get-no-results-suggestions': { method: 'GET' },
  'cms/v1.0/get-product-carousel': { method: 'POST', body: none },
  'cms/v1.0/get-products': { method: 'POST', body: listing },
  'cms/v1.0/get-sitewide-banners': { method: 'POST', body: none },
  'cms/v1.0/get-skus-with-deal': { method: 'POST', body: none },

  crypto: { method: 'POST', body: none, needs: 'session', example: () => ({}) },

  'ecom/v1.0/add-cart-line-items': {
    method: 'POST',
    body: (k) => shape({ cartId: cartId(k), lineItems: field.list(lineInput(k), 1, 25) }),
    example: (k) => ({ cartId: k.cartIds[0], lineItems: [{ merchandiseId: k.merchandiseIds[0], quantity: 1 }] }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/add-cart-line-items', (id) => ({
        cartId: id,
        lineItems: [{ merchandiseId: k.merchandiseIds[0], quantity: 1 }],
      })),
  },
  // Buy again (issue 42 §4): any order, the shopper's own or another's (404), into the caller's cart.
  'ecom/v1.0/buy-again': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ orderId: fromPool(k.orderIds) }),
    example: (k) => ({ orderId: k.orderIds[0] }),
  },
  'ecom/v1.0/create-cart': {
    method: 'POST',
    body: (k) => shape({ buyerIdentity: buyerIdentity(k), lineItems: field.list(lineInput(k), 0, 25) }),
    example: (k) => ({ lineItems: [{ merchandiseId: k.merchandiseIds[0], quantity: 1 }] }),
    // A refused line creates nothing, even next to a good one.
    refusals: (k) =>
      fc
        .tuple(
          fc.constantFrom('gid://shopify/ProductVariant/none', 'gid://shopify/Product/1', 'unknown'),
          fc.boolean(),
          clientAddress,
        )
        .map(([bad, withGood, client]) =>
          refusal(
            'ecom/v1.0/create-cart',
            {
              lineItems: [
                ...(withGood ? [{ merchandiseId: k.merchandiseIds[0], quantity: 1 }] : []),
                { merchandiseId: bad, quantity: 1 },
              ],
            },
            { client, expect: [200] },
          ),
        ),
  },
  'ecom/v1.0/create-customer-token': {
    method: 'POST',
    needs: 'session',
    body: (k) =>
      shape({
        email: field.email(...k.emails),
        first_name: field.text(0, 80, 'Vi'),
        last_name: field.text(0, 80, 'Tran'),
        key: field.like(['identity'], ['subscriptions', 'IDENTITY', '__proto__', 'constructor']),
      }),
    example: () => ({ email: SHOPPER, key: 'identity' }),
  },
  'ecom/v1.0/customer-address-create': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ address: address(k) }),
    example: () => ({ address: CHICAGO }),
  },
  'ecom/v1.0/customer-address-delete': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.addressIds) }),
    example: (k) => ({ id: k.addressIds[0] }),
  },
  'ecom/v1.0/customer-address-update': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.addressIds), address: address(k) }),
    example: (k) => ({ id: k.addressIds[0], address: CHICAGO }),
  },
  'ecom/v1.0/delete-metafield': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ metafieldId: fromPool(k.metafieldIds) }),
    example: (k) => ({ metafieldId: k.metafieldIds[0] }),
  },
  'ecom/v1.0/get-cart': { method: 'POST', body: (k) => shape({ cartId: cartId(k) }) },
  'ecom/v1.0/current-cart': { method: 'GET' },
  'ecom/v1.0/get-filters-by-handle': {
    method: 'POST',
    body: () =>
      shape({
        handle: field.like(
          ['dog', 'cat', 'dog/food-form/dry-food', 'dog/brand/science-diet', 'a/b/c/d/e/f', 'cat/x.y'],
          ['dog/', '/dog', 'Dog', 'dog//food', '.', 'dog/../cat', `${'a/'.repeat(160)}a`],
        ),
        limit: field.int(1, 100),
      }),
  },
  'ecom/v1.0/get-listing-product-by-handle': { method: 'POST', body: (k) => shape({ handle: fromPool(k.handles) }) },
  'ecom/v1.0/get-listing-products-by-handles': {
    method: 'POST',
    body: (k) => shape({ handles: field.list(fromPool(k.handles), 0, 100) }),
  },
  'ecom/v1.0/get-product-by-handle': { method: 'POST', body: (k) => shape({ handle: fromPool(k.handles) }) },
  'ecom/v1.0/get-products-by-handles': {
    method: 'POST',
    body: (k) => shape({ handles: field.list(fromPool(k.handles), 0, 100) }),
  },
  'ecom/v1.0/get-shopify-customer': { method: 'POST', body: none, needs: 'session' },
  'ecom/v1.0/get-shopify-last-order': { method: 'POST', needs: 'session', body: (k) => shape({ id: customerId(k) }) },
  'ecom/v1.0/get-shopify-order': { method: 'POST', needs: 'session', body: (k) => shape({ id: fromPool(k.orderIds) }) },
  'ecom/v1.0/get-shopify-orders': {
    method: 'POST',
    needs: 'session',
    body: (k) =>
      shape({
        id: customerId(k),
        quantity: field.int(1, 50),
        cursor: field.nullish(fromPool(k.cursors)),
        // Seldom with cursor: both at once is refused.
        before: {
          valid: fc.constantFrom(undefined, undefined, undefined, ...k.cursors),
          edge: fromPool(k.cursors).edge,
        },
        query: field.nullish(
          field.text(0, 100, '#1001', '1001', 'chicken', '10007', '%', '_', '#', '#-1', '#99999999999999999999'),
        ),
      }),
  },
  'ecom/v1.0/refresh-session-token': {
    method: 'POST',
    body: () => shape({ forceRefreshToken: field.bool() }),
    example: () => ({ forceRefreshToken: true }),
    needs: 'session',
  },
  'ecom/v1.0/remove-cart-line-items': {
    method: 'POST',
    body: (k) => shape({ cartId: cartId(k), lineItemIds: field.list(fromPool(k.lineIds), 1, 25) }),
    example: (k) => ({ cartId: k.cartIds[0], lineItemIds: k.lineIds.slice(0, 1) }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/remove-cart-line-items', (id) => ({ cartId: id, lineItemIds: k.lineIds })),
  },
  'ecom/v1.0/update-cart-attributes': {
    method: 'POST',
    body: (k) => shape({ cartId: cartId(k), attributes: attributes(30) }),
    example: (k) => ({ cartId: k.cartIds[0], attributes: [{ key: 'gift', value: 'yes' }] }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/update-cart-attributes', (id) => ({
        cartId: id,
        attributes: [{ key: 'gift', value: 'yes' }],
      })),
  },
  'ecom/v1.0/update-cart-buyer-identity': {
    method: 'POST',
    body: (k) => shape({ cartId: cartId(k), buyerIdentity: buyerIdentity(k) }),
    example: (k) => ({ cartId: k.cartIds[0], buyerIdentity: { email: 'someone@example.com' } }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/update-cart-buyer-identity', (id) => ({
        cartId: id,
        buyerIdentity: { email: 'thief@example.com', phone: '555-000-1111' },
      })),
  },
  'ecom/v1.0/update-cart-discount-codes': {
    method: 'POST',
    body: (k) =>
      shape({
        cartId: cartId(k),
        codes: field.list(field.text(1, 64, 'WELCOME10', 'SPRING15', 'AUTO35', 'welcome10'), 0, 10),
      }),
    example: (k) => ({ cartId: k.cartIds[0], codes: ['WELCOME10'] }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/update-cart-discount-codes', (id) => ({ cartId: id, codes: ['WELCOME10'] })),
  },
  'ecom/v1.0/update-cart-line-items': {
    method: 'POST',
    body: (k) =>
      shape({
        cartId: cartId(k),
        lineItems: field.list(shape({ id: fromPool(k.lineIds), quantity, attributes: attributes(20) }), 1, 25),
      }),
    example: (k) => ({ cartId: k.cartIds[0], lineItems: [{ id: k.lineIds[0], quantity: 3 }] }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/update-cart-line-items', (id) => ({
        cartId: id,
        lineItems: k.lineIds.map((line) => ({ id: line, quantity: 0 })),
      })),
  },
  'ecom/v1.0/update-cart-note': {
    method: 'POST',
    body: (k) => shape({ cartId: cartId(k), note: field.text(0, 1000, '', 'Leave at the door') }),
    example: (k) => ({ cartId: k.cartIds[0], note: 'Leave at the door' }),
    refusals: (k) =>
      othersCart(k, 'ecom/v1.0/update-cart-note', (id) => ({ cartId: id, note: 'changed by someone else' })),
  },
  'ecom/v1.0/update-customer-default-address': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ addressId: fromPool(k.addressIds) }),
    example: (k) => ({ addressId: k.addressIds[0] }),
  },
  'ecom/v1.0/update-customer': {
    method: 'POST',
    needs: 'session',
    body: (k) =>
      shape({
        customerId: customerId(k),
        updateInput: shape({
          firstName: field.text(1, 80, 'Sam'),
          lastName: field.text(1, 80, 'Shopper'),
          phone: field.nullish(phone),
          acceptsMarketing: field.bool(),
          metafields: field.list(
            shape({
              id: fromPool(k.metafieldIds),
              namespace: field.like(['custom', 'pet_profile'], ['Custom', 'custom.x', '', 'a'.repeat(33)]),
              key: field.text(1, 64, 'ship_to', 'sold_to', 'clinic_zip', 'persisted_cart', 'pet_name'),
              type: field.oneOf('single_line_text_field'),
              value: field.text(0, 255, 'Rex', '0003000001'),
            }),
            0,
            20,
          ),
        }),
      }),
    example: (k) => ({ customerId: k.shopperId, updateInput: { firstName: 'Changed' } }),
  },

  'get-ordergroove-product-by-sku': { method: 'POST', body: (k) => shape({ sku: fromPool(k.skus) }) },
  'get-products-stock': {
    method: 'POST',
    body: (k) =>
      shape({ skus: field.list(fromPool(k.skus), 1, 100), zipCode: zip, destination: field.oneOf('HOME', 'CLINIC') }),
  },
  'get-state-by-zipcode': { method: 'POST', body: () => shape({ zipCode: zip }) },
  'get-stock-object': { method: 'POST', body: () => shape({ destination: field.oneOf('HOME', 'CLINIC') }) },
  'get-subscriptions': { method: 'POST', needs: 'session', body: (k) => shape({ customer: customerId(k) }) },
  health: { method: 'GET' },
  'reviews/list': {
    method: 'GET',
    // The food is always named; the other fields are left out, or hostile, now and then.
    query: (k) =>
      fc
        .record(
          {
            handle: queryText(PUPPY, ...k.handles.slice(0, 3), 'no-such-food'),
            sort: queryText('recent', 'highest', 'lowest', 'helpful'),
            rating: queryText('1', '4', '5'),
            page: queryText('1', '2', '10000'),
          },
          { requiredKeys: ['handle'] },
        )
        .map((values) => `?${new URLSearchParams(values as Record<string, string>).toString()}`),
  },
  // Signed in, the shopper writes, changes and takes down their own review of the foods they ordered (10 changes an
  // hour, then 429) and votes on others'; anyone else's review is 404 to them, a food they did not order 403.
  'reviews/submit': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ handle: fromPool([PUPPY, ...k.handles]), ...reviewFields() }),
    example: () => ({ handle: PUPPY, ...reviewExample }),
  },
  'reviews/update': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.reviewIds), ...reviewFields() }),
    example: (k) => ({ id: k.reviewIds[0], ...reviewExample }),
  },
  'reviews/delete': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.reviewIds) }),
    example: (k) => ({ id: k.reviewIds[0] }),
  },
  'reviews/vote': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ id: fromPool(k.reviewIds) }),
    example: (k) => ({ id: k.reviewIds[0] }),
  },
  'search/events': {
    method: 'POST',
    body: () =>
      shape({
        query: field.text(0, 200, 'chicken', 'kiten', 'zzqx', '"', ''),
        kind: field.oneOf('results', 'chosen', 'suggestion'),
      }),
    example: () => ({ query: 'chicken', kind: 'results' }),
  },
  'search/suggest': {
    method: 'GET',
    query: () => queryOf({ q: queryText('ch', 'chicken', 'sa', 'kitty salmon', '10014', '"', 'NEAR(a b)', '') }),
  },

  'giving/tracking': {
    method: 'POST',
    headers: givingHeaders,
    body: () =>
      shape({
        storeId: field.nullish(field.like([GIVING_STORE, `{${GIVING_STORE}}`], ['f'.repeat(32), 'x'])),
        isTestMode: field.bool(),
        isForceTestMode: field.bool(),
      }),
    exampleAt: () => ({ path: '/api/giving/tracking', headers: { 'x-store-id': GIVING_STORE } }),
    example: () => ({ storeId: GIVING_STORE, isTestMode: false, isForceTestMode: false }),
  },
  'giving/tracking/[id]/set-cause': {
    method: 'PUT',
    path: trackingPath('set-cause'),
    headers: givingHeaders,
    body: () => shape({ causeId: field.nullish(causeId), causeName: field.nullish(field.text(0, 200, 'x')) }),
    exampleAt: trackingExample('set-cause'),
    example: () => ({ causeId: CAUSES[0], causeName: 'x' }),
  },
  'giving/tracking/[id]/cause': { method: 'GET', path: trackingPath('cause'), headers: givingHeaders },
  'giving/tracking/[id]/add-integration-info': {
    method: 'PUT',
    path: trackingPath('add-integration-info'),
    headers: givingHeaders,
    body: () =>
      shape({
        integrationType: field.text(1, 64, 'checkout', 'email', '__proto__', 'constructor'),
        info: loose(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }))),
      }),
    exampleAt: trackingExample('add-integration-info'),
    example: () => ({ integrationType: 'checkout', info: { orderId: 'o-1' } }),
  },
  'giving/tracking/[id]/set-confirmation-data': {
    method: 'PUT',
    path: trackingPath('set-confirmation-data'),
    headers: givingHeaders,
    body: () =>
      shape({
        confirmationData: shape({
          totalDonationAmount: loose(fc.constantFrom(0, 0.13, 12.5, 999_999.99)),
          causes: loose(fc.oneof(fc.constant([]), fc.string({ maxLength: 40 }))),
        }),
      }),
    exampleAt: trackingExample('set-confirmation-data'),
    example: () => ({ confirmationData: { totalDonationAmount: 0.13, causes: [] } }),
  },
  'giving/stores/cc-small/none': { method: 'GET', headers: givingHeaders },
  'giving/products/donation-by-cms-id': {
    method: 'GET',
    headers: givingHeaders,
    query: (k) =>
      queryOf({
        cmsId: queryText(...k.merchandiseIds.slice(0, 3).map((id) => id.split('/').pop()!), k.handles[0]!, 'nope'),
        realPrice: queryText('12.99', '0', '0.01', '999999.99', '1e3', '-1', '12.'),
        providedCauseId: queryText(...CAUSES, '', '99-0000000'),
        customerSegmentId: queryText(...SEGMENTS, ''),
      }),
  },
  'giving/products/get-multiple-donation': {
    method: 'POST',
    headers: givingHeaders,
    body: (k) =>
      shape({
        cmsIds: field.list(
          shape({
            id: fromPool(k.merchandiseIds),
            price: loose(fc.constantFrom(0, 11.99, 12.99, 999_999.99)),
            quantity: field.int(1, 999),
            discount: loose(fc.constantFrom(0, 1, 50)),
          }),
          0,
          100,
        ),
        cartDiscount: loose(fc.constantFrom(0, 4, 1000)),
        providedCauseId: field.nullish(causeId),
        ignoreDirectDonations: field.bool(),
        customerSegmentId: field.nullish(field.oneOf(...SEGMENTS)),
      }),
  },
  'giving/charities/search': {
    method: 'GET',
    headers: givingHeaders,
    query: () =>
      queryOf({
        q: queryText('paws', 'denver humane', '%', '_', ''),
        skip: queryText('0', '25', '100000', '100001', '-1', '1.5'),
        take: queryText('1', '25', '100', '101', '0'),
        zip: queryText('80204', '8020', ''),
        city: queryText('Denver', 'denver', ''),
        state: queryText('CO', 'co', 'Colorado'),
        categoryId: queryText('0', '3', '25', '26'),
      }),
  },
  'giving/charities/search-by-eins': {
    method: 'GET',
    headers: givingHeaders,
    query: () => queryOf({ eins: queryText(CAUSES.join(','), `${CAUSES[0]}, 99-0000000`, ',', '') }),
  },
  'giving/portfolios/cc-query-with-charities': {
    method: 'GET',
    headers: givingHeaders,
    query: () => queryOf({ id: queryText(CAUSES[3]!, CAUSES[3]!.toUpperCase(), '0'.repeat(32), CAUSES[0]!) }),
  },
  'giving/events': {
    method: 'POST',
    headers: givingHeaders,
    body: () => ({
      valid: fc.oneof(givingEvent().valid, fc.array(givingEvent().valid, { minLength: 1, maxLength: 3 })),
      edge: fc.oneof(givingEvent().edge, fc.array(givingEvent().edge, { minLength: 1, maxLength: 3 })),
    }),
    exampleAt: () => ({ path: '/api/giving/events', headers: { 'x-store-id': GIVING_STORE } }),
    example: () => givingEventExample,
  },

  'identity/fetch-address': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ clinicID: fromPool(k.clinicIds), jwt: jwt(k) }),
  },
  'identity/join-clinic': {
    method: 'POST',
    needs: 'session',
    body: (k) =>
      shape({
        groupID: fromPool(k.clinicIds),
        accessCode: {
          valid: fc.oneof(fromPool(k.accessCodes).valid, fc.constantFrom('xh5lutja', 'AAAA-AAAA')),
          edge: field.text(1, 40).edge,
        },
        jwt: jwt(k),
      }),
    example: (k) => ({ groupID: k.clinicIds[0], accessCode: k.accessCodes[0] }),
  },
  'identity/search-clinic': {
    method: 'POST',
    needs: 'session',
    body: (k) =>
      shape({
        searchType: field.oneOf('name', 'city', 'zip'),
        searchTerm: field.text(2, 80, 'Denver', 'Animal', '80', '802', '%%', '__', "O'Brien"),
        jwt: jwt(k),
      }),
  },
  multipass: {
    method: 'POST',
    body: (k) =>
      shape({
        getURL: field.bool(),
        email: field.nullish(field.email(...k.emails)),
        checkoutUrl: field.nullish(
          field.text(0, 2000, '/checkout', '/checkout?x=1', 'https://evil.example/checkout', '/checkoutx'),
        ),
      }),
    example: () => ({ getURL: true }),
    // Nothing in this browser's cart, or a cart that is someone else's: nothing to check out.
    refusals: (k) =>
      fc
        .tuple(
          fc.constantFrom<Site>('DTC', 'HPSF'),
          clientAddress,
          fc.option(fc.constantFrom(...k.cartIds), { nil: undefined }),
        )
        .map(([site, client, other]) =>
          refusal(
            'multipass',
            { getURL: true },
            {
              site,
              client,
              cookies: other ? { col_cart_id: other, guest_col_cart_id: other } : {},
              expect: [400],
            },
          ),
        ),
  },
  'send-contact-us': {
    method: 'POST',
    body: (k) =>
      shape({
        data: shape({
          name: field.text(1, 120, 'Pat Lee'),
          email: field.email(...k.emails),
          topic: field.oneOf('order', 'autoship', 'product', 'account', 'other'),
          orderNumber: field.nullish(field.text(1, 32, 'A-1001', '1001')),
          message: field.text(10, 5000, 'My delivery has not arrived yet.'),
        }),
      }),
    example: () => ({ data: contactMessage }),
    // From a client that has sent its five messages already.
    refusals: () =>
      fc
        .constant(null)
        .map(() => refusal('send-contact-us', { data: contactMessage }, { client: CONTACT_CLIENT, expect: [429] })),
  },

  // The back office's calls, sent as the shopper and the staff member: each must be refused (403) with nothing
  // changed, whatever the body; the operators' own use is tests/api/back-office.test.ts.
  ...backOffice({
    'admin/orders/list': [
      () =>
        shape({
          query: field.nullish(field.text(0, 120, '#1001', 'shopper@example.com')),
          status: field.nullish(field.oneOf('open', 'fulfilled', 'cancelled')),
          page: field.int(-5, 100_000),
          perPage: field.int(-5, 200),
        }),
      () => ({ query: '#1001' }),
    ],
    'admin/orders/get': [(k) => shape({ orderId: fromPool(k.orderIds) }), (k) => ({ orderId: k.orderIds[0] })],
    'admin/orders/fulfil': [
      (k) =>
        shape({
          orderId: fromPool(k.orderIds),
          carrier: field.oneOf('UPS', 'FedEx', 'Pigeon'),
          trackingNumber: field.text(0, 40, '1Z999AA10123456784'),
        }),
      (k) => ({ orderId: k.orderIds[0], carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }),
    ],
    'admin/orders/deliver': [
      (k) => shape({ orderId: fromPool(k.orderIds), shipmentId: field.text(1, 64, 'none') }),
      (k) => ({ orderId: k.orderIds[0], shipmentId: 'a-shipment' }),
    ],
    'admin/orders/cancel': [
      (k) => shape({ orderId: fromPool(k.orderIds), reason: field.text(0, 400, 'asked') }),
      (k) => ({ orderId: k.orderIds[0], reason: 'customer asked' }),
    ],
    'admin/orders/refund': [
      (k) =>
        shape({
          orderId: fromPool(k.orderIds),
          amount: field.nullish(field.text(0, 12, '12.50', '-1', '9999999')),
          reason: field.text(0, 400, 'torn bag'),
        }),
      (k) => ({ orderId: k.orderIds[0], amount: '1.00', reason: 'torn bag' }),
    ],
    'admin/orders/resend-confirmation': [
      (k) => shape({ orderId: fromPool(k.orderIds) }),
      (k) => ({ orderId: k.orderIds[0] }),
    ],
    'admin/customers/list': [() => shape({ query: field.nullish(field.text(0, 200, 'sam')), page: field.int(-5, 9) })],
    'admin/customers/get': [(k) => shape({ customerId: fromPool(k.userIds) })],
    'admin/customers/resend-confirmation': [
      (k) => shape({ customerId: fromPool(k.userIds) }),
      (k) => ({ customerId: k.userIds[0] }),
    ],
    'admin/customers/unlock': [
      (k) => shape({ customerId: fromPool(k.userIds) }),
      (k) => ({ customerId: k.userIds[0] }),
    ],
    'admin/team/list': [none],
    'admin/team/set-role': [
      () =>
        shape({
          email: field.email('shopper@example.com'),
          role: field.nullish(field.oneOf('admin', 'operator', 'x')),
        }),
      () => ({ email: 'shopper@example.com', role: 'admin' }),
    ],
  }),

  'subscriptions/cancel': {
    method: 'POST',
    needs: 'session',
    body: (k) =>
      shape({
        subscription: subscription(k),
        reason: field.oneOf(...CANCEL_REASONS),
        detail: field.nullish(field.text(0, 500, 'Moving away')),
      }),
    example: (k) => ({ subscription: k.subscriptionIds[0], reason: CANCEL_REASONS[0] }),
  },
  'subscriptions/change-frequency': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ subscription: subscription(k), frequencyDays: field.int(1, 365) }),
    example: (k) => ({ subscription: k.subscriptionIds[0], frequencyDays: 28 }),
  },
  'subscriptions/change-quantity': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ subscription: subscription(k), quantity: field.int(0, 100) }),
    example: (k) => ({ subscription: k.subscriptionIds[0], quantity: 2 }),
  },
  'subscriptions/reactivate': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ subscription: subscription(k) }),
    example: (k) => ({ subscription: k.subscriptionIds[0] }),
  },
  'subscriptions/send-now': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ subscription: subscription(k) }),
    example: (k) => ({ subscription: k.subscriptionIds[0] }),
  },
  'subscriptions/skip': {
    method: 'POST',
    needs: 'session',
    body: (k) => shape({ subscription: subscription(k) }),
    example: (k) => ({ subscription: k.subscriptionIds[0] }),
  },
  'user-location': {
    method: 'POST',
    body: (k) => shape({ zipCode: zipCode(k) }),
    example: () => ({ zipCode: '80202' }),
    refusals: (k) =>
      clientAddress.map((client) => refusal('user-location', { zipCode: k.undeliveredZip }, { client, expect: [200] })),
  },
};

const contactMessage = {
  name: 'Pat Lee',
  email: 'pat@example.com',
  topic: 'order',
  message: 'My delivery has not arrived yet.',
};
/** The client whose five Contact Us messages are used up before the refused batch. */
const CONTACT_CLIENT = '198.19.255.254';

// ---------------------------------------------------------------------------------------------------------------
// Requests

const OTHER_METHODS = ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const ODD_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'application/json-patch+json',
  'text/json',
  '*/*',
  '',
];
/** Content types the door takes for JSON (the media type, in any case, with parameters). */
const JSON_ALIKE = [
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json;;;',
  ' application/json ',
];
const OTHER_ORIGINS = ['https://evil.example', 'null', 'http://127.0.0.1:1', 'not a url', 'http://localhost'];

const toHeader = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');
const cookieNames = fc.constantFrom(
  'col_cart_id',
  'guest_col_cart_id',
  'user_location',
  'checkout_session',
  'og_auth',
  'petfood.session_token',
  'petfood.session_data',
);
const cookieJunk = (k: Known) =>
  fc
    .array(
      fc.tuple(
        cookieNames,
        fc.oneof(
          fc.constantFrom(...k.cartIds, ...k.checkoutCookies, ...k.managementCookies),
          fromPool(k.cartIds).edge.map(String),
          fc.constantFrom(
            '%E0%A4%A',
            '%00',
            'a%00b',
            '%',
            '"x"',
            'a=b',
            '80011::HOME',
            '99999::CLINIC',
            '::',
            'x'.repeat(3000),
            'e30.e30.e30',
          ),
          fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
        ),
      ),
      { minLength: 1, maxLength: 3 },
    )
    // Kept short: Node refuses a request whose headers pass 16 KiB (431) before the store sees it.
    .map((pairs) =>
      Object.fromEntries(pairs.map(([name, value]) => [name, toHeader(value).replaceAll(';', '').slice(0, 2000)])),
    );

const query = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('?a=%ZZ', '?__proto__[x]=1', '?cartId=x&cartId=y', '?%00', `?q=${'x'.repeat(3000)}`),
  },
  { weight: 1, arbitrary: fc.webQueryParameters().map((q) => `?${q}`) },
);

/** Addresses under /api that no route file answers, and odd spellings of ones that do. */
const unknownPath = fc.oneof(
  fc
    .array(
      fc.oneof(
        fc.constantFrom('cms', 'ecom', 'v1.0', 'v2.0', 'auth', 'account', 'admin', 'x', '.env', 'get-cart'),
        fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((segments) => `/api/${segments.join('/')}`),
  fc.constantFrom(
    '/api/',
    '/api//health',
    '/api/auth/sign-in/email',
    '/api/auth/get-session',
    '/api/%',
    '/api/%E0%A4%A',
    '/api/%00',
    '/api/a%2fb',
    '/api/..%2f..%2fetc%2fpasswd',
    '/api/health/',
    '/api/HEALTH',
    '/api/ecom/v1.0/get-cart/extra',
    '/api/;x',
    '/api/%C0%AE%C0%AE/',
    `/api/${'a'.repeat(3000)}`,
  ),
);

/** A request object with its short description for fast-check's reports. */
const request = (r: FuzzRequest): FuzzRequest => printable(r);

/** The requests of the main run for one route: mostly its own method and near-valid bodies, and the rest. */
function fuzzRequests(route: string, spec: RouteSpec, k: Known): fc.Arbitrary<FuzzRequest> {
  const bodies: fc.Arbitrary<string | undefined> = fc.oneof(
    { weight: 14, arbitrary: bodyOf(spec.body?.(k) ?? none()).map(jsonText) },
    { weight: 3, arbitrary: anyJson },
    { weight: 2, arbitrary: notJson },
    { weight: 1, arbitrary: oddJson },
    { weight: 1, arbitrary: oversized },
  );
  const main = mainMethod(spec);
  const mainForm =
    main === 'GET'
      ? fc.constant({ method: 'GET', contentType: null, origin: null })
      : fc.constant({ method: main, contentType: 'application/json', origin: 'same' });
  const otherMethods = ['GET', 'POST', ...OTHER_METHODS].filter((m, i, all) => m !== main && all.indexOf(m) === i);
  const form = fc.oneof(
    { weight: spec.method === 'ANY' ? 4 : 20, arbitrary: mainForm },
    {
      weight: spec.method === 'ANY' ? 4 : 2,
      arbitrary: fc.record({
        method: fc.constantFrom(...otherMethods),
        contentType: fc.constantFrom<string | null>('application/json', null),
        origin: fc.constantFrom<string | null>('same', null),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        method: fc.constant(main),
        contentType: fc.constantFrom<string | null>(...ODD_CONTENT_TYPES, ...JSON_ALIKE, null),
        origin: fc.constant<string | null>('same'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        method: fc.constant(main),
        contentType: fc.constant<string | null>('application/json'),
        origin: fc.constantFrom<string | null>(...OTHER_ORIGINS),
      }),
    },
  );
  const fetchSite = fc.oneof(
    { weight: 10, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('cross-site', 'same-site', 'same-origin', 'none')
        .map((s) => ({ 'sec-fetch-site': s })),
    },
  );
  return fc
    .record({
      path: spec.method === 'ANY' ? unknownPath : (spec.path?.(k) ?? fc.constant(`/api/${route}`)),
      query: spec.query ? fc.oneof({ weight: 3, arbitrary: spec.query(k) }, { weight: 1, arbitrary: query }) : query,
      routeHeaders: spec.headers?.(k) ?? fc.constant<Record<string, string>>({}),
      site: fc.constantFrom<Site>('DTC', 'HPSF'),
      signedIn: spec.anonymousOnly ? fc.constant(false) : fc.boolean(),
      form,
      client: forwardedFor.map(toHeader),
      fetchSite,
      cookies: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: cookieJunk(k) }),
      body: bodies,
    })
    .map((r) =>
      request({
        route,
        site: r.site,
        signedIn: r.signedIn,
        method: r.form.method,
        path: `${r.path}${r.query}`,
        contentType: r.form.contentType,
        origin: r.form.origin,
        headers: { 'x-forwarded-for': r.client, ...r.fetchSite, ...r.routeHeaders },
        cookies: r.cookies,
        body: r.body,
      }),
    );
}

/** The method a route answers (the catch-all: POST, like most). */
const mainMethod = (spec: RouteSpec): 'GET' | 'POST' | 'PUT' =>
  spec.method === 'GET' || spec.method === 'PUT' ? spec.method : 'POST';

/** One anonymous refused request: `body` sent the ordinary way, unless `over` says otherwise. */
function refusal(
  route: string,
  body: unknown,
  over: {
    client: string;
    site?: Site;
    expect: number[];
    method?: string;
    path?: string;
    contentType?: string | null;
    origin?: string | null;
    headers?: Record<string, string>;
    cookies?: Record<string, string>;
    text?: string;
  },
): Refusal {
  return {
    expect: over.expect,
    request: request({
      route,
      site: over.site ?? 'DTC',
      signedIn: false,
      method: over.method ?? 'POST',
      path: over.path ?? `/api/${route}`,
      contentType: over.contentType === undefined ? 'application/json' : over.contentType,
      origin: over.origin === undefined ? 'same' : over.origin,
      headers: { 'x-forwarded-for': over.client, ...over.headers },
      cookies: over.cookies ?? {},
      body: over.text ?? jsonText(body),
    }),
  };
}

/** The demo accounts' carts, named in the body and sometimes in a guest's cookie too: not this caller's. */
function othersCart(k: Known, route: string, body: (cartId: string) => Record<string, unknown>): fc.Arbitrary<Refusal> {
  return fc
    .tuple(fc.constantFrom(...k.cartIds), fc.constantFrom<Site>('DTC', 'HPSF'), clientAddress, fc.boolean())
    .map(([id, site, client, inCookie]) =>
      refusal(route, body(id), {
        site,
        client,
        cookies: inCookie ? { guest_col_cart_id: id, col_cart_id: id } : {},
        expect: [200],
      }),
    );
}

/** A field of the example given a value of another JSON type, which every schema refuses. */
function brokenBody(example: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  if (keys.length === 0) return fc.constantFrom('[]', '1', '"x"', 'null', 'true', '[{}]');
  return fc.tuple(fc.constantFrom(...keys), fc.nat(3)).map(([key, n]) => {
    const value = example[key];
    const others: unknown[] =
      typeof value === 'string'
        ? [0, 12.5, [], {}]
        : typeof value === 'number'
          ? ['1', [], {}, true]
          : typeof value === 'boolean'
            ? ['true', 1, [], {}]
            : Array.isArray(value)
              ? ['x', 1, {}, true]
              : ['x', 1, [], true];
    return jsonText({ ...example, [key]: others[n % others.length] })!;
  });
}

/** The ways every state-changing route refuses an anonymous request, and the route's own ones. */
function refusals(route: string, spec: RouteSpec, k: Known): fc.Arbitrary<Refusal> {
  const example = spec.example!(k);
  const site = fc.constantFrom<Site>('DTC', 'HPSF');
  const main = mainMethod(spec);
  const at = spec.exampleAt?.(k);
  // Sent where the example goes, with its headers and method, unless a way says otherwise.
  const common = {
    site,
    client: clientAddress,
    method: fc.constant(main),
    path: fc.constant(at?.path ?? `/api/${route}`),
    headers: fc.constant(at?.headers ?? {}),
  };
  const otherMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) => m !== main);
  const ways: fc.Arbitrary<Refusal>[] = [
    fc
      .record({ ...common, method: fc.constantFrom(...otherMethods) })
      .map((r) => refusal(route, example, { ...r, expect: [405] })),
    fc
      .record({ ...common, contentType: fc.constantFrom<string | null>(...ODD_CONTENT_TYPES, null) })
      .map((r) => refusal(route, example, { ...r, expect: [403] })),
    fc.record({ ...common, origin: fc.constantFrom(...OTHER_ORIGINS, 'cross-site') }).map(({ origin, ...r }) =>
      refusal(route, example, {
        ...r,
        ...(origin === 'cross-site'
          ? { origin: null, headers: { ...r.headers, 'sec-fetch-site': 'cross-site' } }
          : { origin }),
        expect: [403],
      }),
    ),
    fc.record({ ...common, text: notJson }).map((r) => refusal(route, example, { ...r, expect: [400] })),
    fc.record({ ...common, text: oversized }).map((r) => refusal(route, example, { ...r, expect: [413] })),
    fc.record({ ...common, text: brokenBody(example) }).map((r) => refusal(route, example, { ...r, expect: [400] })),
  ];
  if (spec.needs) {
    // A good body without a session, or with cookies that are not this caller's to use.
    const status = spec.needs === 'session' ? 401 : 404;
    const borrowed = fc.oneof(
      fc.constant({}),
      fc.constantFrom(...k.checkoutCookies).map((c) => ({ checkout_session: c })),
      fc.constantFrom(...k.managementCookies).map((c) => ({ og_auth: c })),
      fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme-ascii' }).map((s) => ({
        'petfood.session_token': toHeader(s).replaceAll(';', ''),
      })),
    );
    ways.push(
      fc.record({ ...common, cookies: borrowed }).map((r) => refusal(route, example, { ...r, expect: [status] })),
    );
  }
  if (spec.refusals) ways.push(spec.refusals(k), spec.refusals(k));
  return fc.oneof(...ways);
}

// ---------------------------------------------------------------------------------------------------------------
// The run

let store: OwnStore;
let bases: Record<Site, string>;
let sessions: Sessions;
/** The demo editor on both sites, for the studio's calls. */
let editorSessions: Sessions;
let known: Known;
let sent = 0;
const sentByRoute = new Map<string, number>();

/** The statuses each route answered, anonymous and signed in: FUZZ_STATS=1 prints them, to tune the generators. */
const statuses = new Map<string, Record<number, number>>();

async function ask(r: FuzzRequest): Promise<Answer> {
  sent++;
  sentByRoute.set(r.route, (sentByRoute.get(r.route) ?? 0) + 1);
  const answer = await send(bases, ROUTES[r.route]?.asEditor ? editorSessions : sessions, r);
  const key = `${r.route} (${r.signedIn ? 'signed in' : 'anonymous'})`;
  const tally = statuses.get(key) ?? {};
  tally[answer.status] = (tally[answer.status] ?? 0) + 1;
  statuses.set(key, tally);
  return answer;
}

/** The shopper's own review first, then the others (the seed's), published or not. */
async function reviewIds(db: OwnStore['db'], shopperId: string): Promise<string[]> {
  const rows = await db.selectFrom('reviews').select(['id', 'user_id']).orderBy('created_at').execute();
  return [...rows.filter((r) => r.user_id === shopperId), ...rows.filter((r) => r.user_id !== shopperId)].map(
    (r) => r.id,
  );
}

/** Every route file under src/pages/api, as its path without the extension. */
/** A new tracking of the demo giving store, as the widget starts one. */
async function startGivingTracking(): Promise<string> {
  const answer = await postJson(bases.DTC, '/api/giving/tracking', {}, { 'x-store-id': GIVING_STORE });
  return ((await answer.json()) as { trackingId: string }).trackingId;
}

async function collectKnown(shopper: Browser, staff: Browser): Promise<Known> {
  const db = store.db;
  const users = await db.selectFrom('auth_users').select(['id', 'email']).execute();
  const idOf = (email: string) => users.find((u) => u.email === email)!.id;
  const shopperId = idOf(SHOPPER);
  const ids = async (
    table:
      | 'carts'
      | 'cart_lines'
      | 'addresses'
      | 'subscriptions'
      | 'orders'
      | 'metafields'
      | 'clinics'
      | 'selling_plans',
  ) => (await db.selectFrom(table).select('id').execute()).map((r) => r.id);
  const variants = await db.selectFrom('variants').select(['id', 'sku']).execute();
  const orders = (
    await shopper.post<{ pageInfo: { startCursor: string | null; endCursor: string | null } }>(
      '/api/ecom/v1.0/get-shopify-orders',
      { id: shopperId, quantity: 3 },
    )
  ).body;
  const token = (
    await staff.post<{ token: string }>('/api/ecom/v1.0/create-customer-token', { email: STAFF, key: 'identity' })
  ).body.token;
  const ranges = await db.selectFrom('zip_ranges').select(['low', 'high']).execute();
  const undeliveredZip =
    ['00001', '99999', '99950', '00600', '09001', '96960'].find(
      (z) => !ranges.some((r) => Number(r.low) <= Number(z) && Number(z) <= Number(r.high)),
    ) ?? '';
  const clinicIds = await ids('clinics');
  return {
    shopperId,
    staffId: idOf(STAFF),
    userIds: users.map((u) => u.id),
    emails: users.map((u) => u.email),
    cartIds: await ids('carts'),
    lineIds: await ids('cart_lines'),
    merchandiseIds: variants.map((v) => `gid://shopify/ProductVariant/${v.id}`),
    sellingPlanIds: await ids('selling_plans'),
    handles: (await db.selectFrom('products').select('handle').execute()).map((p) => p.handle),
    skus: variants.map((v) => v.sku),
    addressIds: await ids('addresses'),
    subscriptionIds: await ids('subscriptions'),
    orderIds: await ids('orders'),
    metafieldIds: await ids('metafields'),
    clinicIds,
    accessCodes: clinicIds.slice(0, 3).map(accessCode),
    cursors: [orders.pageInfo.startCursor, orders.pageInfo.endCursor].filter((c): c is string => Boolean(c)),
    jwts: [token, `${token.slice(0, -4)}AAAA`, token.split('.').slice(0, 2).join('.') + '.'],
    checkoutCookies: [shopper, staff]
      .map((b) => b.cookies.get('checkout_session'))
      .filter((c): c is string => Boolean(c)),
    managementCookies: [shopper, staff].map((b) => b.cookies.get('og_auth')).filter((c): c is string => Boolean(c)),
    undeliveredZip,
    entryIds: (await db.selectFrom('content_entries').select('id').execute()).map((r) => r.id),
    trackingIds: await Promise.all([startGivingTracking(), startGivingTracking()]),
    reviewIds: await reviewIds(db, shopperId),
    petIds: (await db.selectFrom('pets').select('id').where('user_id', '=', shopperId).execute()).map((r) => r.id),
  };
}

/** Runs one fast-check property per item, CONCURRENCY at a time, and fails with every failing property's report. */
async function runAll<T>(
  items: readonly T[],
  name: (item: T) => string,
  check: (item: T, seed: number) => Promise<void>,
) {
  const results = await inParallel(items, CONCURRENCY, (item) => check(item, seedFor(SEED, name(item))));
  const failures = results.flatMap((r, i) =>
    r.status === 'rejected'
      ? [`--- ${name(items[i]!)} ---\n${r.reason instanceof Error ? r.reason.message : String(r.reason)}`]
      : [],
  );
  if (failures.length > 0) {
    // What the servers logged as errors says where a 5xx came from.
    const logged = store.servers.flatMap((s) =>
      s
        .output()
        .split('\n')
        .filter((l) => l.includes('"level":"error"')),
    );
    if (logged.length > 0) failures.push(`--- the servers' error lines ---\n${logged.slice(-20).join('\n')}`);
  }
  const down = store.servers.filter((s) => s.process.exitCode !== null);
  for (const server of down)
    failures.push(`--- a server stopped (exit ${server.process.exitCode}) ---\n${server.output().slice(-4000)}`);
  if (failures.length > 0)
    throw new Error(
      `${failures.length} of ${items.length} properties failed (FUZZ_SEED=${SEED}):\n${failures.join('\n\n')}`,
    );
}

/**
 * fast-check's settings for one property: its own seed (printed with any failure), a number of runs, the error in the
 * report, and a time limit, past which the property fails rather than passing with fewer requests.
 */
const options = (seed: number, numRuns: number): fc.Parameters<[unknown]> => ({
  seed,
  numRuns,
  interruptAfterTimeLimit: 120_000,
  markInterruptAsFailure: true,
  includeErrorInReport: true,
});

/** Whether a JSON answer carries userErrors, and at least one. */
function userErrorsIn(text: string): boolean {
  try {
    const errors = (JSON.parse(text) as { userErrors?: unknown }).userErrors;
    return Array.isArray(errors) && errors.length > 0;
  } catch {
    return false;
  }
}

/** The two fuzzing tests take about half a minute on two cores; the limit leaves room for a slow CI machine. */
const TIMEOUT = 300_000;

describe('fuzz: every /api route (issue: trust)', () => {
  beforeAll(async () => {
    const env = { AUTH_SECRET, AUTOSHIP_EVERY_SECONDS: '86400' };
    store = await ownStore('fuzz', { ...env, SITE_ID: 'DTC' }, { ...env, SITE_ID: 'HPSF' });
    bases = { DTC: store.servers[0]!.url, HPSF: store.servers[1]!.url };
    // The demo consumer on DTC and the demo staff member on HPSF, each with a cart, an open checkout and the
    // order-management cookie, so that signed-in requests reach past the session checks.
    const shopper = await signedIn(bases.DTC, SHOPPER);
    await fillCart(shopper, [{ sku: '10007', quantity: 2 }]);
    await enterCheckout(shopper);
    await completeSteps(shopper);
    await shopper.post('/api/crypto', {});
    const staff = await signedIn(bases.HPSF, STAFF);
    await fillCart(staff, [{ sku: '10007', quantity: 1 }]);
    await enterCheckout(staff);
    await staff.post('/api/crypto', {});
    // A metafield of the shopper's own, for delete-metafield and update-customer to name.
    const shopperId = (await shopper.post<{ customer: { id: string } }>('/api/ecom/v1.0/get-shopify-customer', {})).body
      .customer.id;
    await shopper.post('/api/ecom/v1.0/update-customer', {
      customerId: shopperId,
      updateInput: { metafields: [{ namespace: 'custom', key: 'pet_name', value: 'Rex' }] },
    });
    // A review of the shopper's (who has ordered the puppy food), published, for the review calls to name.
    const review = await shopper.post<{ review?: { id: string } }>('/api/reviews/submit', {
      handle: PUPPY,
      ...reviewExample,
    });
    expect([201, 409]).toContain(review.status); // the seed may have written one from the same orders
    // A pet of the shopper's, for the pets calls to name.
    expect((await shopper.post('/api/account/pets/create', petExample)).status).toBe(200);
    sessions = { DTC: shopper.cookies, HPSF: staff.cookies };
    const editors = await Promise.all([signedIn(bases.DTC, EDITOR), signedIn(bases.HPSF, EDITOR)]);
    editorSessions = { DTC: editors[0].cookies, HPSF: editors[1].cookies };
    if (review.body.review)
      expect(
        (
          await editors[0].post('/api/cms/v1.0/admin/moderate-review', {
            id: review.body.review.id,
            decision: 'approve',
          })
        ).status,
      ).toBe(200);
    known = await collectKnown(shopper, staff);
    for (const [name, value] of Object.entries(known))
      if (Array.isArray(value)) expect(value.length, `known ${name}`).toBeGreaterThan(0);
    expect(known.undeliveredZip, 'a ZIP the store does not deliver to').not.toBe('');
  }, 120_000);

  afterAll(() => store?.stop(), 60_000);

  it('has a fuzz description for every route file under src/pages/api', () => {
    const files = apiRouteFiles();
    expect(files.length).toBeGreaterThan(60);
    expect(
      files.filter((f) => !(f in ROUTES)),
      'route files the fuzz suite does not cover',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((r) => !files.includes(r)),
      'fuzz descriptions of routes that are gone',
    ).toEqual([]);
  }, 10_000);

  it(
    'never answers 5xx, and every error is the envelope, whatever each route is sent',
    async () => {
      const routes = Object.keys(ROUTES).sort();
      await runAll(
        routes,
        (route) => route,
        (route, seed) =>
          fc.assert(
            fc.asyncProperty(fuzzRequests(route, ROUTES[route]!, known), async (r) => {
              const answer = await ask(r);
              const problems = problemsOf(r, answer);
              if (problems.length > 0) throw new Error(report(r, answer, problems));
            }),
            options(seed, RUNS_PER_ROUTE),
          ),
      );
      for (const route of routes) expect(sentByRoute.get(route) ?? 0, route).toBeGreaterThanOrEqual(RUNS_PER_ROUTE);
    },
    TIMEOUT,
  );

  it(
    'a refused request changes nothing in the database',
    async () => {
      // Used up beforehand: the Contact Us client's five messages and the shopper's three reset mails.
      for (let i = 0; i < 6; i++) {
        const r = refusal('send-contact-us', { data: contactMessage }, { client: CONTACT_CLIENT, expect: [] }).request;
        if ((await ask(r)).status === 429) break;
      }
      for (let i = 0; i < 4; i++) {
        const r = refusal(
          'account/forgot-password',
          { email: SHOPPER },
          { client: '198.19.255.253', expect: [] },
        ).request;
        if ((await ask(r)).status === 429) break;
      }
      const before = await fingerprint(store.db);
      const routes = Object.keys(ROUTES)
        .filter((route) => ROUTES[route]!.example)
        .sort();
      const perRoute = Math.ceil(REFUSED_RUNS / routes.length);
      await runAll(
        routes,
        (route) => `refused ${route}`,
        (route, seed) =>
          fc.assert(
            fc.asyncProperty(refusals(route, ROUTES[route]!, known), async ({ request: r, expect: statuses }) => {
              const answer = await ask(r);
              const problems = problemsOf(r, answer);
              if (!statuses.includes(answer.status))
                problems.push(`answered ${answer.status}, not ${statuses.join(' or ')}`);
              if (answer.status === 200 && !userErrorsIn(answer.text))
                problems.push('answered 200 without a userError: it was not refused');
              if (problems.length > 0) throw new Error(report(r, answer, problems));
            }),
            options(seed, perRoute),
          ),
      );
      expect(await fingerprint(store.db), `the database after the refused requests (FUZZ_SEED=${SEED})`).toEqual(
        before,
      );
    },
    TIMEOUT,
  );

  it(`sent at least ${MIN_REQUESTS} requests`, () => {
    if (process.env.FUZZ_STATS)
      for (const [key, tally] of [...statuses].sort()) console.info(`${key}: ${JSON.stringify(tally)}`);
    console.info(`fuzz: ${sent} requests over ${sentByRoute.size} routes (FUZZ_SEED=${SEED})`);
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  }, 10_000);
});
