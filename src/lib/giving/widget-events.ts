// The widget's analytics events (spec 001 §3 "Analytics event", §7): their types and how one is made from what the
// browser tells about itself. Pure: the caller hands in the time and the browser's details.
import { GIVING_EVENT_VERSION, type GivingEvent } from './types';

export const GIVING_EVENT_TYPES = {
  ready: 'WidgetReady',
  opened: 'CauseSelectorOpened',
  searched: 'CharitySearched',
  causeSelected: 'CauseSelected',
  causeCleared: 'CauseCleared',
  donationUpdated: 'DonationUpdated',
} as const;
export type GivingEventType = (typeof GIVING_EVENT_TYPES)[keyof typeof GIVING_EVENT_TYPES];

export interface BrowserDetails {
  userAgent: string;
  url: string;
  referrer: string;
  platform: string;
}

export interface EventContext {
  storeId: string;
  trackingId: string | null;
  customerId: string | null;
  email: string | null;
  browser: BrowserDetails;
}

export function deviceOf(userAgent: string): 'mobile' | 'tablet' | 'desktop' {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  return /Mobi|iPhone|Android/i.test(userAgent) ? 'mobile' : 'desktop';
}

export function browserOf(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrom(e|ium)\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}

export function givingEvent(
  type: GivingEventType,
  payload: Record<string, unknown>,
  context: EventContext,
  at: Date,
  metadata: Record<string, unknown> = {},
): GivingEvent {
  const { browser } = context;
  return {
    timeStamp: at.toISOString(),
    type,
    version: GIVING_EVENT_VERSION,
    payload,
    clientProperties: {
      userAgent: browser.userAgent,
      url: browser.url,
      device: deviceOf(browser.userAgent),
      browser: browserOf(browser.userAgent),
      platform: browser.platform,
      referrer: browser.referrer,
    },
    storeId: context.storeId,
    trackingId: context.trackingId,
    metadata,
    customerId: context.customerId,
    email: context.email,
  };
}
