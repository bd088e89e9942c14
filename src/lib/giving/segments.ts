// Which customer segment a shopper falls in (spec 001 §3 "Customer segment"). The page's values are read by the
// caller (a window property, the data layer, a URL parameter) and handed in, so the rule itself stays pure.
import type { CustomerSegment } from './types';

/** What the page offers a segment to read: the window's properties, the data layer's entries and the URL's query. */
export interface SegmentSources {
  windowProperty: (name: string) => unknown;
  dataLayer: readonly unknown[];
  urlParams: URLSearchParams;
}

export interface MatchedSegment {
  id: string;
  excludeSegment: boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The data layer's latest entry that names the property wins. */
function fromDataLayer(dataLayer: readonly unknown[], name: string): unknown {
  for (let i = dataLayer.length - 1; i >= 0; i--) {
    const entry = dataLayer[i];
    if (entry !== null && typeof entry === 'object' && name in entry) return (entry as Record<string, unknown>)[name];
  }
  return undefined;
}

/** The value a segment reads: frontEndSource 0 a window property, 1 the data layer, 2 a URL parameter. */
export function segmentValue(segment: CustomerSegment, sources: SegmentSources): unknown {
  const name = segment.frontEndPropertyName;
  if (segment.frontEndSource === 0) return sources.windowProperty(name);
  if (segment.frontEndSource === 1) return fromDataLayer(sources.dataLayer, name);
  return sources.urlParams.get(name) ?? undefined;
}

/** valueCategory 0 empty, 1 non-empty, 2 one of specifiedValues, any other an exact match with specifiedValues[0]. */
export function segmentMatches(segment: CustomerSegment, value: unknown): boolean {
  if (segment.valueCategory === 0) return isEmpty(value);
  if (segment.valueCategory === 1) return !isEmpty(value);
  if (isEmpty(value)) return false;
  const text = String(value);
  if (segment.valueCategory === 2) return segment.specifiedValues.includes(text);
  return segment.specifiedValues[0] === text;
}

/** The first active segment, by priorityIndex, whose value matches; null when none does. */
export function matchingSegment(segments: readonly CustomerSegment[], sources: SegmentSources): MatchedSegment | null {
  const ordered = segments.filter((s) => s.isActive).sort((a, b) => a.priorityIndex - b.priorityIndex);
  const found = ordered.find((s) => segmentMatches(s, segmentValue(s, sources)));
  return found ? { id: found.id, excludeSegment: found.excludeSegment } : null;
}
