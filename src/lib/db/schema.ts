// The tables, as Kysely sees them. Times are ISO-8601 text and flags are 0/1 integers, the same on both dialects.
import type { Generated } from 'kysely';

export type SiteScope = 'ALL' | 'DTC' | 'HPSF';
export type ContentStatus = 'draft' | 'published' | 'archived';

export interface ContentEntryTable {
  id: string;
  type: string;
  key: string;
  site: SiteScope;
  status: ContentStatus;
  position: number;
  /** JSON: the live data shoppers read (while status is published). */
  data: string;
  updated_at: string;
  /** The entry's latest version number (content_versions), the token of optimistic concurrency; 1 when seeded. */
  version: Generated<number>;
  /** The email of the editor who last changed the entry; null for seeded content. */
  updated_by: Generated<string | null>;
}

/** One version of a content entry, every save kept (the studio). */
export interface ContentVersionTable {
  entry_id: string;
  version: number;
  /** draft until published, published while live, archived once replaced or archived */
  status: ContentStatus;
  /** JSON, checked against the entry type's schema when it was saved */
  data: string;
  created_at: string;
  /** null for seeded versions */
  editor_id: string | null;
  editor_email: string | null;
}

/** One action an editor took in the studio. */
export interface ContentAuditTable {
  id: Generated<number>;
  at: string;
  editor_id: string;
  editor_email: string;
  /** create, save, publish, archive or revert */
  action: string;
  entry_id: string;
  entry_type: string;
  entry_key: string;
  from_version: number | null;
  to_version: number | null;
}

/** One announcement that cache keys changed (the change counter instances without Redis read, DESIGN §5). */
export interface CacheInvalidationTable {
  id: Generated<number>;
  /** JSON array of cache keys (site/cache-registry.ts). */
  cache_keys: string;
  created_at: string;
}

export interface RedirectTable {
  id: string;
  from_path: string;
  to_url: string;
  status_code: number;
  is_external: number;
  updated_at: string;
}

export interface ProductTable {
  id: string;
  handle: string;
  title: string;
  description: string;
  product_type: string;
  brand: string;
  sub_brand: string;
  food_form: string;
  pack_type: string;
  attributes: string;
  tags: string;
  image_id: string | null;
  position: number;
  created_at: string;
  /** 1 while the shop sells it; 0 once an import took it off (issue 39), its rows kept for the orders that name it. */
  published: Generated<number>;
}

export interface VariantTable {
  id: string;
  product_id: string;
  sku: string;
  flavor: string;
  size: string;
  product_form: string;
  weight: number;
  weight_unit: string;
  price_cents: number;
  compare_at_cents: number | null;
  tags: string;
  stock: number;
  autoship: number;
  position: number;
  /** Cans, trays or pouches in the variant: 1, or 12 and 24 for a case. */
  pack_count: Generated<number>;
}

export interface SellingPlanTable {
  id: string;
  name: string;
  frequency_days: number;
}

/** Images the shop draws or editors add, served at /cms/{id}; `body` is SVG text, or base64 for a raster format. */
export interface ImageTable {
  id: string;
  format: string;
  width: number;
  height: number;
  alt: string;
  body: string;
  updated_at: string;
}

/** What shoppers searched for, by day and site (issue 40 §6); never who searched. */
export interface SearchStatsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  site: string;
  /** The search's words as the index reads them. */
  query: string;
  searches: number;
  chosen: number;
  /** How many products the search found, the last time it was counted. */
  results: number;
}

/** One catalogue import (issue 39): who ran it, on which file, whether it changed the catalogue, and its report. */
export interface CatalogueImportTable {
  id: string;
  file_name: string;
  format: string;
  actor_email: string;
  applied: number;
  /** JSON: the import's report (counts, problems by line and column, pictures not fetched) */
  report: string;
  created_at: string;
}

export interface ZipRangeTable {
  id: string;
  destination: string;
  region: string;
  low: string;
  high: string;
}

export interface RegionalStockTable {
  sku: string;
  region: string;
  quantity: number;
}

export interface CartTable {
  id: string;
  site: string;
  customer_id: string | null;
  note: string | null;
  /** JSON: [{ key, value }] */
  attributes: string;
  /** JSON: ["CODE", …] in the shopper's order */
  discount_codes: string;
  /** JSON: { email, phone, countryCode } */
  buyer_identity: string;
  created_at: string;
  updated_at: string;
}

export interface CartLineTable {
  id: string;
  cart_id: string;
  variant_id: string;
  selling_plan_id: string | null;
  /** JSON: [{ key, value }] sorted by key */
  attributes: string;
  merge_key: string;
  quantity: number;
  position: number;
}

export interface DiscountCodeTable {
  code: string;
  percent: number;
  applies_to: string;
  min_subtotal_cents: number;
  /** JSON: ["DTC", "HPSF"] */
  sites: string;
  active: number;
  starts_at: string | null;
  ends_at: string | null;
}

/** The shop's side of an account: who it is (consumer, staff, editor), names, and the upstream's data fields. */
export interface ProfileTable {
  user_id: string;
  kind: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  accepts_marketing: number;
  /** 1 while the customer wants a mail before a one-time bag of a pet's food runs out (issue 42) */
  running_low_mail: Generated<number>;
  /** JSON: SAP_CustomerAccountGroup, SF_PreferedShipTo, SF_StoreSoldTo, roleCode, graduationYear, … */
  data: string;
  created_at: string;
  updated_at: string;
}

export interface MetafieldTable {
  id: string;
  user_id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  updated_at: string;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  /** Sends tried so far (the relay gives up after a few). */
  attempts: Generated<number>;
  /** While set and in the future, no relay takes the mail: one is sending it, or waits to try again. */
  claimed_until: string | null;
  last_error: string | null;
}

/** The identity provider's users (better-auth's columns; it writes them). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/** The identity provider's one-use tokens (better-auth's columns): `identifier` names the link, `value` its account. */
export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/** rate-limiter-flexible's table of counts: the points a key used in its window, and when the window ends (ms). */
export interface RateLimitTable {
  key: string;
  points: number;
  expire: number | null;
}

export interface AddressTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province_code: string;
  zip: string;
  country_code: string;
  phone: string | null;
  home_delivery_only: number;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface ClinicTable {
  id: string;
  name: string;
  kind: string;
  address1: string;
  address2: string | null;
  city: string;
  province_code: string;
  zip: string;
  phone: string | null;
  account_group: string;
  sold_to: string;
  ship_to: string;
  /** scrypt hash of the code the clinic's manager hands out (access-code.server.ts); null: nobody can join yet. */
  access_code_hash: string | null;
}

export interface ContactMessageTable {
  id: string;
  site: string;
  user_id: string | null;
  name: string;
  email: string;
  topic: string;
  order_number: string | null;
  message: string;
  created_at: string;
}

/** An order as placed: what was bought is copied from the catalogue, so the order reads the same later. */
export interface OrderTable {
  id: string;
  number: number;
  user_id: string | null;
  site: string;
  email: string;
  financial_status: string;
  fulfillment_status: string;
  subtotal_cents: number;
  /** every discount, the program's included */
  discount_cents: number;
  /** the staff program's part of discount_cents */
  program_discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  /** JSON: the address fields of spec 001 §3 */
  shipping_address: string;
  /** JSON: [{ key, value }] */
  attributes: string;
  /** JSON: ["CODE", …] */
  discount_codes: string;
  /** JSON: { brand, last4 } — never more of a card than that */
  payment: string;
  subscription_id: string | null;
  created_at: string;
  /** what placed it: a checkout's attempt token, or an autoship and its date; unique */
  attempt_key: string | null;
  checkout_id: string | null;
  payment_method_id: string | null;
  /** JSON: [{ sku, region, quantity }], the stock the order took, for a cancellation to put back; null before issue 38 */
  stock_takes: string | null;
  /** when an operator cancelled it, ISO-8601 */
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** what has been given back to the card, in cents */
  refunded_cents: Generated<number>;
}

export interface OrderLineTable {
  id: string;
  order_id: string;
  position: number;
  variant_id: string;
  sku: string;
  title: string;
  variant_title: string;
  handle: string;
  quantity: number;
  unit_cents: number;
  subtotal_cents: number;
  selling_plan_id: string | null;
  /** JSON: [{ key, value }] */
  attributes: string;
  shipped_quantity: Generated<number>;
  refunded_quantity: Generated<number>;
}

/** Some of an order's lines on their way: the carrier, its tracking number and, once it arrived, when. */
export interface ShipmentTable {
  id: string;
  order_id: string;
  carrier: string;
  tracking_number: string;
  /** JSON: [{ lineId, quantity }] */
  lines: string;
  shipped_at: string;
  delivered_at: string | null;
  /** the operator's email */
  created_by: string;
}

/** Money given back to the card of an order: an amount, or lines and quantities, and why. */
export interface RefundTable {
  id: string;
  order_id: string;
  /** names the operator's request, so a retry or a double click refunds once */
  request_key: string;
  amount_cents: number;
  /** JSON: [{ lineId, quantity }], empty for an amount */
  lines: string;
  reason: string;
  gateway_reference: string;
  created_at: string;
  created_by: string;
}

/** One action taken in the back office, or an order's own event: who, when, what, on which order or customer. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** null for the shop's own events (an order placed) */
  actor_id: string | null;
  actor_email: string;
  action: string;
  /** order, customer or account */
  subject_type: string;
  subject_id: string;
  /** JSON: what the action did */
  detail: string;
}

/** An autoship: one food, sent every `frequency_days`, until cancelled. */
export interface SubscriptionTable {
  id: string;
  user_id: string;
  site: string;
  external_id: string;
  variant_id: string;
  sku: string;
  selling_plan_id: string;
  quantity: number;
  frequency_days: number;
  /** YYYY-MM-DD */
  start_date: string;
  /** YYYY-MM-DD */
  next_order_date: string;
  /** when it was cancelled, ISO-8601; null while it runs */
  cancelled: string | null;
  cancel_reason: string | null;
  /** JSON: the address fields of spec 001 §3 */
  shipping_address: string;
  origin_order_id: string | null;
  created_at: string;
  updated_at: string;
  payment_method_id: string | null;
  /** the scheduler's claim: no other instance takes the row before this time */
  claimed_until: string | null;
  failed_attempts: number;
  last_error: string | null;
}

/** What the payment gateway gave back for a card: its reference, the brand and the last four digits, never more. */
export interface PaymentMethodTable {
  id: string;
  user_id: string | null;
  gateway: string;
  reference: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
  /** 1 on the card the customer chose as their default (one per customer); Generated: new cards are not */
  is_default: Generated<number>;
  /** when the customer removed it from their cards, ISO-8601; kept for the orders it paid */
  removed_at: string | null;
}

/** One cart on its way through the checkout steps. */
export interface CheckoutTable {
  id: string;
  cart_id: string;
  user_id: string | null;
  site: string;
  email: string | null;
  /** JSON: the address fields of spec 001 §3, with names and phone */
  shipping_address: string | null;
  shipping_location: string;
  accepts_marketing: number;
  delivery_confirmed: number;
  payment_method_id: string | null;
  order_id: string | null;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

export interface CounterTable {
  name: string;
  value: number;
}

/** A giving store (spec 001 §3 "Giving store configuration"). */
export interface GivingStoreTable {
  /** 32 hex digits, lower case */
  id: string;
  name: string;
  /** JSON: the whole StoreConfig (src/lib/giving/types.ts) */
  config: string;
  updated_at: string;
}

/** A charity (id: its tax id) or a portfolio of charities (id: 32 hex digits). */
export interface GivingCauseTable {
  id: string;
  name: string;
  is_portfolio: number;
  /** 0 to 25 */
  category_id: number;
  city: string | null;
  /** two-letter code */
  state: string | null;
  zip: string | null;
  /** JSON: website, logoUrl, streetAddress, description, headline, bannerUrl and the NTEE codes */
  details: string;
}

/** A charity of a portfolio, in the portfolio's order. */
export interface GivingPortfolioMemberTable {
  portfolio_id: string;
  charity_id: string;
  position: number;
}

/** A shopper's giving session: the cause chosen and what the checkout confirmed. */
export interface GivingTrackingTable {
  id: string;
  store_id: string;
  cause_id: string | null;
  cause_name: string | null;
  is_test_mode: number;
  /** JSON: { [integrationType]: info } */
  integration_info: string;
  /** JSON: { totalDonationAmount, causes }, once the checkout confirmed it */
  confirmation_data: string | null;
  created_at: string;
  updated_at: string;
  /** sha256 (hex) of the owner secret in the cookie of the browser that started it; null: made before owners */
  owner_hash: string | null;
  /** the customer signed in when it was started (or who changed it later from its browser), if any */
  customer_id: string | null;
}

/** One analytics event of the giving widget (schema 0.1.15), the newest kept. */
export interface GivingEventTable {
  id: Generated<number>;
  store_id: string;
  tracking_id: string | null;
  type: string;
  /** JSON: the event as posted */
  event: string;
  created_at: string;
  /** an opaque key of the client that posted it (not its address), for the per-client share of the store */
  client_key: Generated<string>;
}

/** What one order gave, written once with the order. */
export interface GivingOrderDonationTable {
  order_id: string;
  tracking_id: string;
  store_id: string;
  total_cents: number;
  /** JSON: [{ causeId, causeName, amount }] */
  recipients: string;
  created_at: string;
}

export interface Database {
  giving_stores: GivingStoreTable;
  giving_causes: GivingCauseTable;
  giving_portfolio_members: GivingPortfolioMemberTable;
  giving_trackings: GivingTrackingTable;
  giving_events: GivingEventTable;
  giving_order_donations: GivingOrderDonationTable;
  counters: CounterTable;
  payment_methods: PaymentMethodTable;
  checkouts: CheckoutTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  subscriptions: SubscriptionTable;
  contact_messages: ContactMessageTable;
  addresses: AddressTable;
  clinics: ClinicTable;
  auth_users: AuthUserTable;
  auth_verifications: AuthVerificationTable;
  rate_limits: RateLimitTable;
  profiles: ProfileTable;
  metafields: MetafieldTable;
  outbox: OutboxTable;
  carts: CartTable;
  cart_lines: CartLineTable;
  discount_codes: DiscountCodeTable;
  zip_ranges: ZipRangeTable;
  regional_stock: RegionalStockTable;
  products: ProductTable;
  variants: VariantTable;
  selling_plans: SellingPlanTable;
  images: ImageTable;
  content_entries: ContentEntryTable;
  catalogue_imports: CatalogueImportTable;
  content_versions: ContentVersionTable;
  content_audit: ContentAuditTable;
  redirects: RedirectTable;
  cache_invalidations: CacheInvalidationTable;
  shipments: ShipmentTable;
  refunds: RefundTable;
  audit_log: AuditLogTable;
  search_stats: SearchStatsTable;
  reviews: ReviewTable;
  review_votes: ReviewVoteTable;
  product_ratings: ProductRatingTable;
  pets: PetTable;
  pet_photos: PetPhotoTable;
  running_low_reminders: RunningLowReminderTable;
}

/** A customer's review of a product (issue 41); one per customer and product. */
export interface ReviewTable {
  id: string;
  product_handle: string;
  /** null for a seeded review, which no account wrote */
  user_id: string | null;
  /** as the page shows it: first name and last initial */
  author_name: string;
  /** 1–5 */
  rating: number;
  title: string;
  body: string;
  pet_name: string | null;
  pet_age: string | null;
  /** 1 or 0 */
  recommend: number;
  /** pending, approved or rejected */
  status: string;
  /** an editor's reason, shown to the author */
  reject_reason: string | null;
  /** how many shoppers marked it helpful */
  helpful: Generated<number>;
  created_at: string;
  updated_at: string;
  moderated_at: string | null;
  moderated_by: string | null;
}

export interface ReviewVoteTable {
  review_id: string;
  user_id: string;
  created_at: string;
}

/** A product's approved reviews in two numbers, kept with them by the reviews service. */
export interface ProductRatingTable {
  product_handle: string;
  rating_count: number;
  rating_sum: number;
}

/** A customer's pet (issue 42). */
export interface PetTable {
  id: string;
  user_id: string;
  name: string;
  /** dog or cat */
  species: string;
  /** YYYY-MM-DD */
  birthday: string;
  /** small, medium or large; dogs only */
  breed_size: string | null;
  weight_lb: number;
  /** low, normal or high */
  activity: string;
  /** 1 or 0 */
  neutered: number;
  /** JSON: the catalogue's health_conditions values */
  health_conditions: string;
  /** an image of the image store */
  photo_id: string | null;
  created_at: string;
  updated_at: string;
}

/** An image a customer uploaded as a pet's photo. */
export interface PetPhotoTable {
  image_id: string;
  user_id: string;
  created_at: string;
}

/** A running-low mail sent for a one-time order line; the row is the claim that it is sent once. */
export interface RunningLowReminderTable {
  order_line_id: string;
  order_id: string;
  user_id: string;
  pet_id: string;
  /** YYYY-MM-DD, as the mail said it */
  runs_out_on: string;
  sent_at: string;
}
