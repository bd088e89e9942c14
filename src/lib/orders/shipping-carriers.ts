// The carriers an order ships with, and where a shopper follows a parcel: each carrier's public tracking page.
export const CARRIERS = ['UPS', 'FedEx', 'USPS', 'DHL'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_PAGES: Record<Carrier, (number: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  DHL: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}`,
};

export const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

/** A tracking number as carriers print them: 8 to 34 letters and digits (spaces and dashes are dropped). */
export const TRACKING_NUMBER = /^[A-Z0-9]{8,34}$/;

export const normaliseTrackingNumber = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

export const trackingUrl = (carrier: string, number: string): string | null =>
  isCarrier(carrier) ? TRACKING_PAGES[carrier](encodeURIComponent(number)) : null;
