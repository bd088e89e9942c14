// Email-marketing parameters of the landing URL (spec 001 §4 "Tracking"): recorded to tracking once.

/** utm_* and the click ids email tools add to their links. */
const NAMED = new Set(['mc_cid', 'mc_eid', '_kx', '_ke', 'klaviyo_id', 'sc_cid', 'sc_eh']);
const isMarketingParam = (name: string) => name.startsWith('utm_') || NAMED.has(name);

export const EMAIL_MARKETING_INTEGRATION = 'EmailMarketing';

/** The marketing parameters of a query, sorted by name; null when it has none. */
export function emailMarketingParams(params: URLSearchParams): Record<string, string> | null {
  const found = [...params.entries()].filter(([name, value]) => isMarketingParam(name) && value.trim() !== '');
  if (found.length === 0) return null;
  return Object.fromEntries(found.sort(([a], [b]) => a.localeCompare(b)));
}

/** What is remembered once they are recorded, so the same parameters are not sent twice. */
export const paramsSignature = (params: Record<string, string>): string => JSON.stringify(params);

/** Record when there are parameters and these very ones were not recorded for this tracking before. */
export function shouldRecordParams(params: Record<string, string> | null, recorded: string | null): boolean {
  return params !== null && paramsSignature(params) !== recorded;
}
