// The giving service's entities (spec 001 §3), as its calls answer them and the widget reads them. Money is a number
// of dollars with at most 2 decimals, as upstream. Shared by the service, the widget and the checkout.

/** The 26 cause categories, 0 to 25. */
export type CategoryId = number;

/** A charity (tax id: digits and dashes) or a portfolio (32 hex digits) of charities. */
export interface Cause {
  id: string;
  name: string;
  website: string | null;
  logoUrl: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  description: string | null;
  multiplier: number;
  categoryId: CategoryId;
  categoryName: string;
  categoryLogoUrl: string | null;
  headline: string | null;
  bannerUrl: string | null;
  /** Only on a portfolio, and only where the call says it loads them. */
  portfolioCharities: Cause[] | null;
  default: boolean;
  isPortfolio: boolean;
  nteeFullCode: string | null;
  nteeMainCode: string | null;
  nteeSubCode: string | null;
}

/** Campaign types by id (spec 001 §3). */
export const CAMPAIGN_TYPE = {
  onlinePurchase: 1,
  redemption: 2,
  roundUp: 3,
  addOn: 4,
  pointOfSale: 5,
  postPurchase: 6,
  roundUpPointOfSale: 7,
} as const;
export type CampaignType = (typeof CAMPAIGN_TYPE)[keyof typeof CAMPAIGN_TYPE];

/** 0 a percentage of the price, 1 a flat amount in dollars. */
export type DonationType = 0 | 1;

export interface Campaign {
  id: string;
  name: string;
  campaignType: CampaignType;
  isActive: boolean;
  donationType: DonationType;
  /** A percentage (5 is 5 %) or dollars, as donationType says. */
  donationAmount: number;
}

/** frontEndSource: 0 window property, 1 data layer, 2 script URL parameter. */
export type FrontEndSource = 0 | 1 | 2;

export interface CustomerSegment {
  id: string;
  isActive: boolean;
  name: string;
  excludeSegment: boolean;
  frontEndPropertyName: string;
  frontEndSource: FrontEndSource;
  priorityIndex: number;
  /** 0 empty, 1 non-empty, 2 one of specifiedValues; any other value means an exact match with specifiedValues[0]. */
  valueCategory: number;
  backEndPropertyName: string | null;
  description: string | null;
  donationAction: number;
  donationActionValue: number;
  specifiedValues: string[];
}

export interface CauseMultiplier {
  causeId: string;
  multiplier: number;
}

export interface StoreConfig {
  id: string;
  activeCampaigns: Campaign[];
  addressInformation: { streetAddress: string; city: string; state: string; zip: string; country: string };
  cmsMetaData: { platform: string };
  causeMultipliers: CauseMultiplier[];
  contactInformation: { email: string; phone: string | null; website: string | null };
  customCSS: string | null;
  defaultCauseId: string | null;
  defaultCauseIds: string[];
  defaultDonation: number;
  defaultDonationType: DonationType;
  featuredCauseIds: string[];
  isActive: boolean;
  isEmbeddedConfirmation: boolean;
  isExperienceActive: boolean;
  letShoppersChoose: boolean;
  /** `sites` lists where the widget shows ('DTC', 'HPSF'); `conversionRate` turns USD into primaryCurrency. */
  metaData: { sites: string[]; conversionRate?: number };
  name: string;
  previewWidget: boolean;
  primaryCurrency: string;
  roundupPreviewWidget: boolean;
  searchEnabled: boolean;
  targetCssSelector: string | null;
  customerSegments: CustomerSegment[];
}

/** One line of a cart donation request: a product's or variant's id, its unit price, quantity and line discount. */
export interface CartDonationLine {
  id: string;
  price: number;
  quantity: number;
  discount: number;
}

export interface CartDonationRequest {
  cmsIds: CartDonationLine[];
  cartDiscount: number;
  providedCauseId: string | null;
  ignoreDirectDonations: boolean;
  customerSegmentId: string | null;
}

export interface ProductDonationRequest {
  cmsId: string;
  realPrice: number;
  providedCauseId: string | null;
  customerSegmentId: string | null;
}

export interface DonationRecipient {
  causeId: string;
  causeName: string;
  amount: number;
}

export interface DonationLineItem {
  id: string;
  quantity: number;
  donation: number;
}

export interface DonationResult {
  totalDonationAmount: number;
  donationRecipients: DonationRecipient[];
  lineItems: DonationLineItem[];
  /** The value the donation was worked out from (the percentage or the flat amount). */
  totalDonationValue: number;
  donationType: DonationType;
  directDonation: boolean;
  cartDonation: boolean;
  excluded: boolean;
}

export interface Tracking {
  trackingId: string;
  causeId: string | null;
  causeName: string | null;
}

/** Where the selected cause came from (spec 001 §4). */
export type CauseOrigin = 'default' | 'searched' | 'featured';

export const GIVING_EVENT_VERSION = '0.1.15';

/** An analytics event of the giving service (spec 001 §3), as posted to `/api/giving/events`. */
export interface GivingEvent {
  timeStamp: string;
  type: string;
  version: typeof GIVING_EVENT_VERSION;
  payload: Record<string, unknown>;
  clientProperties: {
    userAgent: string;
    url: string;
    device: string;
    browser: string;
    platform: string;
    referrer: string;
  };
  storeId: string;
  trackingId: string | null;
  metadata: Record<string, unknown>;
  customerId: string | null;
  email: string | null;
}

/** What an order gave: stored with the order and shown on its confirmation, in its mail and in "Your giving". */
export interface OrderDonation {
  orderId: string;
  trackingId: string;
  totalDonationAmount: number;
  donationRecipients: DonationRecipient[];
}

/** One order's gift in a customer's giving ("Your giving" in My Account). */
export interface CustomerGivingOrder {
  orderId: string;
  orderNumber: number;
  /** When the order was placed, ISO 8601. */
  date: string;
  amount: number;
  causes: { causeId: string; causeName: string }[];
}

/** What a customer's orders gave to one cause. */
export interface CustomerGivingCause {
  causeId: string;
  causeName: string;
  logoUrl: string;
  total: number;
}

/** A customer's giving: by order (newest first), by cause (most first) and in all, for one year or for all time. */
export interface CustomerGiving {
  year: number | null;
  orders: CustomerGivingOrder[];
  causes: CustomerGivingCause[];
  total: number;
}
