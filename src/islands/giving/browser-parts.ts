// What the widget reads of the browser: the values segments look at, the details events carry, and local storage.
import type { BrowserDetails } from '../../lib/giving/widget-events';
import type { SegmentSources } from '../../lib/giving/segments';
import type { KeyValueStore } from '../../lib/giving/tracking-storage';

export function pageSegmentSources(): SegmentSources {
  const page = window as unknown as Record<string, unknown> & { dataLayer?: unknown };
  return {
    windowProperty: (name) => page[name],
    dataLayer: Array.isArray(page.dataLayer) ? (page.dataLayer as unknown[]) : [],
    urlParams: new URLSearchParams(window.location.search),
  };
}

export function browserDetails(): BrowserDetails {
  return {
    userAgent: navigator.userAgent,
    url: window.location.href,
    referrer: document.referrer,
    platform: navigator.platform,
  };
}

/** Local storage, or none where the browser refuses it (some private modes). */
export function browserStorage(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
