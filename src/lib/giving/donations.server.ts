// Donations for a product or a cart (spec 001 §7 products/…): the store's online-purchase campaign, the cause chosen
// (or the store's defaults) and the shopper's segment, worked out by the rules of donation.ts.
import { loadCatalogue } from '../catalog/catalogue.server';
import { adminGraphqlId } from '../catalog/rows';
import { cents } from '../site/money';
import type { Db } from '../db/connect.server';
import { causeNames, storedCauseId } from './causes.server';
import type { ProductDonationQuery } from './cart-request';
import {
  computeDonation,
  excludedDonation,
  onlinePurchaseRule,
  recipientIds,
  recipientsMultiplier,
  type DonationRule,
} from './donation';
import { fromCents } from './money';
import { badField, done, notFound, type Outcome } from './outcome';
import type { CartDonationLine, CartDonationRequest, DonationResult, StoreConfig } from './types';

/** What gives nothing: an inactive store, or one without an active online-purchase campaign. */
const NOTHING = (store: StoreConfig): DonationRule => ({ donationType: store.defaultDonationType, donationAmount: 0 });

/** The rule donations follow now, or null when the store gives nothing for a purchase. */
export const purchaseRule = (store: StoreConfig): DonationRule | null =>
  store.isActive ? onlinePurchaseRule(store) : null;

export type DonationAsk = {
  lines: CartDonationLine[];
  cartDiscount: number;
  /** A cause that exists, or null for the store's defaults. */
  causeId: string | null;
  customerSegmentId: string | null;
  cartDonation: boolean;
  /** Cause names the caller has read already, so they are not read twice. */
  names?: ReadonlyMap<string, string>;
};

/** The names of the causes, reading only those the caller has not read already. */
async function namesOf(db: Db, ids: string[], known: ReadonlyMap<string, string> = new Map()) {
  const missing = ids.filter((id) => !known.has(id));
  return missing.length === 0 ? known : new Map([...known, ...(await causeNames(db, missing))]);
}

/** The donation for lines, to the cause (when the store lets shoppers choose) or the store's default causes. */
export async function donationFor(db: Db, store: StoreConfig, ask: DonationAsk): Promise<DonationResult> {
  const rule = purchaseRule(store) ?? NOTHING(store);
  const segment = store.customerSegments.find((s) => s.id === ask.customerSegmentId && s.isActive);
  if (segment?.excludeSegment) return excludedDonation(ask.lines, rule, ask.cartDonation);
  const ids = recipientIds(store, ask.causeId);
  const names = await namesOf(db, ids, ask.names);
  const known = ids.filter((id) => names.has(id));
  return computeDonation({
    lines: ask.lines,
    cartDiscount: ask.cartDiscount,
    rule,
    recipients: known.map((id) => ({ causeId: id, causeName: names.get(id)! })),
    multiplier: recipientsMultiplier(store, known),
    cartDonation: ask.cartDonation,
    conversionRate: store.metaData.conversionRate,
  });
}

/** The donation for the cause the shopper asked for (none: the store's defaults); an unknown cause is refused. */
async function askedDonation(
  db: Db,
  store: StoreConfig,
  providedCauseId: string | null,
  ask: Omit<DonationAsk, 'causeId' | 'names'>,
): Promise<Outcome<DonationResult>> {
  const id = providedCauseId === null ? null : storedCauseId(providedCauseId);
  const names = id === null ? undefined : await causeNames(db, [id]);
  if (id !== null && !names?.has(id))
    return badField('providedCauseId', 'there is no charity or portfolio with this id');
  return done(await donationFor(db, store, { ...ask, causeId: id, names }));
}

export const cartDonation = (db: Db, store: StoreConfig, request: CartDonationRequest) =>
  askedDonation(db, store, request.providedCauseId, {
    lines: request.cmsIds,
    cartDiscount: request.cartDiscount,
    customerSegmentId: request.customerSegmentId,
    cartDonation: true,
  });

/**
 * The price of the product a cmsId names: a product (its handle, or its row id `product-{handle}`) at its first
 * variant's price, or a variant (its id, adminGraphqlId or SKU) at its own. Null when nothing has that id.
 */
async function catalogPrice(db: Db, cmsId: string): Promise<number | null> {
  for (const product of await loadCatalogue(db)) {
    if (product.handle === cmsId || `product-${product.handle}` === cmsId) {
      const first = product.variants[0];
      return first ? fromCents(cents(first.price)) : null;
    }
    const variant = product.variants.find((v) => v.id === cmsId || adminGraphqlId(v.id) === cmsId || v.sku === cmsId);
    if (variant) return fromCents(cents(variant.price));
  }
  return null;
}

export async function productDonation(
  db: Db,
  store: StoreConfig,
  query: ProductDonationQuery,
): Promise<Outcome<DonationResult>> {
  const price = await catalogPrice(db, query.cmsId);
  if (price === null) return notFound('There is no product with this cmsId');
  return askedDonation(db, store, query.providedCauseId, {
    lines: [{ id: query.cmsId, price: query.realPrice ?? price, quantity: 1, discount: 0 }],
    cartDiscount: 0,
    customerSegmentId: query.customerSegmentId,
    cartDonation: false,
  });
}
