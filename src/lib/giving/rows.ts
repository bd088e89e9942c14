// The giving service's rows on their way out of the database, each JSON column read with its schema.
import type { Selectable } from 'kysely';
import { z } from 'zod/v4';
import { jsonColumn } from '../db/json-column';
import type { GivingCauseTable, GivingOrderDonationTable, GivingStoreTable, GivingTrackingTable } from '../db/schema';
import { categoryLogoUrl, categoryName, causeLogoUrl } from './categories';
import { multiplierOf } from './donation';
import { fromCents } from './money';
import type { Cause, CustomerSegment, DonationRecipient, OrderDonation, StoreConfig, Tracking } from './types';

const text = z.string();
const maybeText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const campaignSchema = z.object({
  id: text,
  name: text,
  campaignType: z.literal([1, 2, 3, 4, 5, 6, 7]),
  isActive: z.boolean(),
  donationType: z.literal([0, 1]),
  donationAmount: z.number().min(0),
});

const segmentSchema: z.ZodType<CustomerSegment> = z.object({
  id: text,
  isActive: z.boolean(),
  name: text,
  excludeSegment: z.boolean(),
  frontEndPropertyName: text,
  frontEndSource: z.literal([0, 1, 2]),
  priorityIndex: z.number(),
  valueCategory: z.number(),
  backEndPropertyName: maybeText,
  description: maybeText,
  donationAction: z.number(),
  donationActionValue: z.number(),
  specifiedValues: z.array(text),
});

/** A store's configuration as stored (and as the seed writes it). */
export const storeConfigSchema: z.ZodType<StoreConfig> = z.object({
  id: text,
  activeCampaigns: z.array(campaignSchema),
  addressInformation: z.object({ streetAddress: text, city: text, state: text, zip: text, country: text }),
  cmsMetaData: z.object({ platform: text }),
  causeMultipliers: z.array(z.object({ causeId: text, multiplier: z.number().min(0) })),
  contactInformation: z.object({ email: text, phone: maybeText, website: maybeText }),
  customCSS: maybeText,
  defaultCauseId: maybeText,
  defaultCauseIds: z.array(text),
  defaultDonation: z.number(),
  defaultDonationType: z.literal([0, 1]),
  featuredCauseIds: z.array(text),
  isActive: z.boolean(),
  isEmbeddedConfirmation: z.boolean(),
  isExperienceActive: z.boolean(),
  letShoppersChoose: z.boolean(),
  metaData: z.object({ sites: z.array(text), conversionRate: z.number().positive().optional() }),
  name: text,
  previewWidget: z.boolean(),
  primaryCurrency: text,
  roundupPreviewWidget: z.boolean(),
  searchEnabled: z.boolean(),
  targetCssSelector: maybeText,
  customerSegments: z.array(segmentSchema),
});

export const storeConfigFromRow = (row: Selectable<GivingStoreTable>): StoreConfig =>
  jsonColumn(storeConfigSchema, row.config, 'giving_stores.config');

/** What a cause keeps besides its searchable columns. */
export const causeDetailsSchema = z.object({
  website: maybeText,
  streetAddress: maybeText,
  description: maybeText,
  headline: maybeText,
  bannerUrl: maybeText,
  nteeFullCode: maybeText,
  nteeMainCode: maybeText,
  nteeSubCode: maybeText,
});
export type CauseDetails = z.output<typeof causeDetailsSchema>;

/** A cause as the calls answer it, with the store's multiplier and defaults; a portfolio's charities when given. */
export function causeFromRow(
  row: Selectable<GivingCauseTable>,
  store: Pick<StoreConfig, 'causeMultipliers' | 'defaultCauseId' | 'defaultCauseIds'>,
  portfolioCharities: Cause[] | null = null,
): Cause {
  const details = jsonColumn(causeDetailsSchema, row.details, 'giving_causes.details');
  return {
    id: row.id,
    name: row.name,
    website: details.website,
    logoUrl: causeLogoUrl(row.id),
    streetAddress: details.streetAddress,
    city: row.city,
    state: row.state,
    zip: row.zip,
    description: details.description,
    multiplier: multiplierOf(store, row.id),
    categoryId: row.category_id,
    categoryName: categoryName(row.category_id),
    categoryLogoUrl: categoryLogoUrl(row.category_id),
    headline: details.headline,
    bannerUrl: details.bannerUrl,
    portfolioCharities,
    default: store.defaultCauseId === row.id || store.defaultCauseIds.includes(row.id),
    isPortfolio: row.is_portfolio === 1,
    nteeFullCode: details.nteeFullCode,
    nteeMainCode: details.nteeMainCode,
    nteeSubCode: details.nteeSubCode,
  };
}

export const trackingFromRow = (row: Pick<GivingTrackingTable, 'id' | 'cause_id' | 'cause_name'>): Tracking => ({
  trackingId: row.id,
  causeId: row.cause_id,
  causeName: row.cause_name,
});

export const recipientsSchema: z.ZodType<DonationRecipient[]> = z.array(
  z.object({ causeId: text, causeName: text, amount: z.number() }),
);

export const orderDonationFromRow = (row: Selectable<GivingOrderDonationTable>): OrderDonation => ({
  orderId: row.order_id,
  trackingId: row.tracking_id,
  totalDonationAmount: fromCents(row.total_cents),
  donationRecipients: jsonColumn(recipientsSchema, row.recipients, 'giving_order_donations.recipients'),
});
