// The shared page cache's rules: which requests may be answered with a page rendered for someone else,
// under what key, and the bounded store the rendered pages are kept in. A page is shared only when nothing in it can
// be anyone's own: no session, no editor's preview. A guest's cart is not in such a page: the browser fetches it after
// load, so a guest with a cart shares the page once the browser holds the hint that makes it fetch. What varies for
// guests is the site, the host addressed, the address and the delivery location they chose (stock and the ZIP shown
// follow it).
import { parse } from 'cookie';
import { locationValue, parseLocation } from '../site/zip';
import type { Coding } from './content-coding';

export type CachedPage = {
  status: number;
  /** The answer's headers but for its length and coding, which depend on how it is sent. */
  headers: [string, string][];
  etag: string;
  /** The page as rendered, and each coding of it once a client has asked for that coding. */
  bodies: { identity: Buffer } & Partial<Record<Coding, Buffer>>;
  /** False for an answer that goes out as it is (an image, a file too small to gain from compression). */
  compressible: boolean;
  /** The headers each form of the answer is sent with (flat name, value, …), made the first time it is sent. */
  sent: Partial<Record<Coding | 'identity' | 'notModified', string[]>>;
  storedAt: number;
};

export type PageRequest = {
  method: string;
  /** The path and query as requested (`/products?sort=price`). */
  target: string;
  cookie: string | null | undefined;
  site: string;
  /** The scheme and Host the request came with (`addressedHost`): without PUBLIC_SITE_URL a page's links are made from them. */
  host: string;
  /**
   * The delivery-location cookie as the page that renders the answer read it (Astro's own cookie parsing), when known:
   * a header that the two parsers read differently gets no key, so no page is kept for a location other than its own.
   */
  locationRead?: string | undefined;
};

/**
 * The address a page's own links are made from without PUBLIC_SITE_URL: the scheme the browser used (a trusted
 * proxy's X-Forwarded-Proto) and the Host it sent. Pages kept for one are never served for the other.
 */
export const addressedHost = (scheme: string, host: string): string => `${scheme}//${host}`;

/** How long a rendered page is served before it is rendered again: as long as the catalogue it shows is kept. */
export const PAGE_TTL_MS = 30_000;

/**
 * What a page may be kept by a shared cache in front of the shop (a CDN or nginx): as long as this instance keeps it,
 * then served once more while it is fetched again. Nothing purges such a cache, so this bounds how late a change is.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

const NOT_PAGES = /^\/(api|_|cms)(\/|$)|^\/_/;

/**
 * The cookies a request carries, by name, as the pages read them (Astro parses cookies with the same library): the
 * first of a repeated name wins, values stay as sent.
 */
export function cookiesOf(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parse(header, { decode: (raw) => raw })))
    if (name !== '' && value !== undefined) cookies.set(name, value);
  return cookies;
}

const locationPart = (value: string | undefined): string => {
  const location = parseLocation(decodeCookie(value));
  return location ? locationValue(location.zip, location.destination) : '';
};

/**
 * Cookies a shared page may be answered to only beside their hint: the page leaves out what they stand for, and the
 * hint is what makes the page's script fetch it (the cart cookies and `has_cart`).
 */
export type HintedCookies = { names: readonly string[]; hint: string };

/** Whether the cookies hold one of `hinted`'s names but not its hint. */
export const lacksHint = (cookies: Map<string, string>, hinted: HintedCookies): boolean =>
  !cookies.has(hinted.hint) && hinted.names.some((name) => cookies.has(name));

/**
 * The key a request's page is shared under, or null when the answer is this person's own and must be rendered for
 * them: anything but GET or HEAD, the API and internal paths, a request with any of `privateCookies` (a session), or
 * one with a `hinted` cookie but not its hint (a cart the page would not fetch). `location` is the value of the
 * delivery-location cookie when the shopper chose one.
 */
export function sharedPageKey(
  request: PageRequest,
  privateCookies: readonly string[],
  locationCookie: string,
  hinted: HintedCookies = { names: [], hint: '' },
): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!request.target.startsWith('/') || NOT_PAGES.test(request.target)) return null;
  const cookies = cookiesOf(request.cookie);
  // Ends with: over https the session cookie's name carries a `__Secure-` prefix.
  for (const name of cookies.keys()) if (privateCookies.some((p) => name.endsWith(p))) return null;
  if (lacksHint(cookies, hinted)) return null;
  // A location that does not read is no location (the guest default), as the page that renders it takes it.
  const location = locationPart(cookies.get(locationCookie));
  if ('locationRead' in request && locationPart(request.locationRead) !== location) return null;
  return `${request.site} ${request.host} ${location} ${request.target}`;
}

function decodeCookie(value: string | undefined): string | undefined {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Rendered pages by key, the least recently used going first once they hold more than `maxBytes`. */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private drops = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs = PAGE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.remove(key);
    if (this.now() - page.storedAt >= this.ttlMs) return undefined;
    this.pages.set(key, page); // most recently used last
    this.bytes += sizeOf(page);
    return page;
  }

  /**
   * Grows whenever pages are dropped. A page rendered while a drop happened may show what the drop was about (a size
   * that sold out meanwhile): `set` with the generation read before rendering keeps it only if no drop came between.
   */
  get generation(): number {
    return this.drops;
  }

  set(key: string, page: CachedPage, renderedAt = this.drops): void {
    if (renderedAt !== this.drops) return;
    this.remove(key);
    const size = sizeOf(page);
    if (size > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= sizeOf(kept);
    }
  }

  /** Drops one key, or every key that starts with `prefix*` (the cache registry's key forms). */
  delete(key: string): void {
    this.drops++;
    if (!key.endsWith('*')) return void this.remove(key);
    const prefix = key.slice(0, -1);
    for (const k of [...this.pages.keys()]) if (k.startsWith(prefix)) this.remove(k);
  }

  clear(): void {
    this.drops++;
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }
}

/** What a page holds: the rendered body, room for its two compressed codings (a tenth or so each), and its headers. */
const sizeOf = (page: CachedPage): number => Math.ceil(page.bodies.identity.byteLength * 1.25) + 1024;
