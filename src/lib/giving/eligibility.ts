// Whether the giving widget shows (spec 001 §4 "Giving widget lifecycle").
import type { MatchedSegment } from './segments';
import { CAMPAIGN_TYPE, type Campaign, type CampaignType } from './types';

const isActive = (campaigns: readonly Campaign[], type: CampaignType) =>
  campaigns.some((c) => c.isActive && c.campaignType === type);

/**
 * Shown only when the shopper's segment does not exclude them and either an online-purchase campaign is active with a
 * donation above 0, or an add-on or round-up campaign is active.
 */
export function isWidgetEligible(
  campaigns: readonly Campaign[],
  totalDonationAmount: number,
  segment: MatchedSegment | null,
): boolean {
  if (segment?.excludeSegment) return false;
  const purchase = isActive(campaigns, CAMPAIGN_TYPE.onlinePurchase) && totalDonationAmount > 0;
  return purchase || isActive(campaigns, CAMPAIGN_TYPE.addOn) || isActive(campaigns, CAMPAIGN_TYPE.roundUp);
}

/** The widget always shows on DTC; on another site only when the store lists it in `metaData.sites`. */
export const showsOnSite = (site: string, sites: readonly string[] | undefined): boolean =>
  site === 'DTC' || (sites ?? []).includes(site);
