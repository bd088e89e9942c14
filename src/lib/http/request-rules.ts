// Who may change state: a request from the site's own pages (same origin) with a JSON body, or on an upload address
// a multipart form. Pure, so tested alone.
import { formatBytes, MAX_UPLOAD_BYTES } from '../images/upload-rules';

export const MAX_BODY_BYTES = 64 * 1024;
/** A catalogue feed sent from the back office's Import page; larger feeds go through `npm run catalogue:import`. */
export const MAX_FEED_UPLOAD_BYTES = 25 * 1024 * 1024;
const UPLOAD_LIMITS = new Map([
  ['/api/cms/v1.0/admin/upload-image', MAX_UPLOAD_BYTES],
  ['/api/account/pets/photo', MAX_UPLOAD_BYTES],
  ['/api/admin/catalogue/import', MAX_FEED_UPLOAD_BYTES],
]);

export type BodyRule = { mediaType: 'application/json' | 'multipart/form-data'; limit: number; limitText: string };

/** What a state-changing request to `path` must send: JSON of at most 64 KiB, or one file (an image, a feed) and its form. */
export function bodyRuleFor(path: string): BodyRule {
  const upload = UPLOAD_LIMITS.get(path);
  if (upload !== undefined)
    // The form around the file (boundaries, its name, the alt text) gets the JSON allowance on top of the file.
    return { mediaType: 'multipart/form-data', limit: upload + MAX_BODY_BYTES, limitText: formatBytes(upload) };
  return { mediaType: 'application/json', limit: MAX_BODY_BYTES, limitText: '64 KiB' };
}
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesState = (method: string) => !SAFE_METHODS.has(method.toUpperCase());

/**
 * Same site: the Origin header names this site. With PUBLIC_SITE_URL set that is its origin; without it, the host the
 * browser addressed (the Host header), which a page on another site cannot make its own Origin match.
 * A browser always sends Origin on a cross-origin POST and Sec-Fetch-Site on every request, so a request that carries
 * neither comes from a non-browser client (curl, a server), through which no shopper's cookies can be abused.
 */
export function isSameSite(headers: Headers, siteUrl: string | undefined): boolean {
  const origin = headers.get('origin');
  if (origin === null) {
    const fetchSite = headers.get('sec-fetch-site');
    return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
  }
  if (!URL.canParse(origin)) return false;
  if (siteUrl) return new URL(origin).origin === new URL(siteUrl).origin;
  return new URL(origin).host === headers.get('host');
}

export function hasMediaType(headers: Headers, wanted: BodyRule['mediaType']): boolean {
  const type = headers.get('content-type');
  if (!type) return false;
  const mediaType = type.split(';')[0]?.trim().toLowerCase();
  return mediaType === wanted;
}

export function declaredTooLarge(headers: Headers, limit = MAX_BODY_BYTES): boolean {
  const length = Number(headers.get('content-length') ?? '0');
  return Number.isFinite(length) && length > limit;
}
