// The instance's shared page cache: guest pages rendered once and answered from memory by the middleware's cache
// step, until the content, catalogue, stock or redirects they show change anywhere (the cache registry drops every
// page whenever any key is dropped) or PAGE_TTL_MS passes.
import { createHash } from 'node:crypto';
import { SESSION_COOKIE } from '../account/session-cookie';
import { LOCATION_COOKIE } from '../account/location.server';
import { CART_COOKIE, CART_HINT_COOKIE, GUEST_CART_COOKIE } from '../cart/cookies.server';
import { registerDependentCache } from '../site/cache-registry';
import type { SiteId } from '../site/site';
import { asBody, compress } from './compression.server';
import { inlineScriptSources, policyForScripts } from './page-script-policy';
import fresh from 'fresh';
import { chooseCoding } from './content-coding';
import {
  cookiesOf,
  lacksHint,
  PageCache,
  SHARED_PAGE_CACHE_CONTROL,
  sharedPageKey,
  type CachedPage,
  type PageRequest,
} from './page-cache';

/** Enough for every page of the shop at a good number of delivery locations; the least used go first. */
const MAX_BYTES = 64 * 1024 * 1024;

export const sharedPages = new PageCache(MAX_BYTES);
registerDependentCache('pages', sharedPages);

const PRIVATE_COOKIES = [SESSION_COOKIE];
/** A cart-bearing guest gets the shared page once the browser holds the hint that makes the page fetch the cart. */
const CART_COOKIES = { names: [CART_COOKIE, GUEST_CART_COOKIE], hint: CART_HINT_COOKIE };

/** Whether a request carries a cart, and whether it lacks the hint beside it (cookies.server.ts). */
export function cartCookies(headers: Headers): { cart: boolean; hintMissing: boolean } {
  const cookies = cookiesOf(headers.get('cookie'));
  return {
    cart: CART_COOKIES.names.some((name) => cookies.has(name)),
    hintMissing: lacksHint(cookies, CART_COOKIES),
  };
}

/**
 * The key this request's page is shared under, or null when the page must be rendered for this person alone.
 * `target` is the request's path and query as its URL holds them (request-target.ts), null when it has none.
 */
export function sharedKeyFor(
  request: { method: string; target: string | null; cookie: string | null | undefined; host: string },
  site: SiteId,
  /** The middleware's: the location cookie as the page read it (see sharedPageKey). */
  locationRead?: { value: string | undefined },
): string | null {
  const { method, target, cookie, host } = request;
  if (target === null) return null;
  const page: PageRequest = { method, target, cookie, site, host };
  if (locationRead) page.locationRead = locationRead.value;
  return sharedPageKey(page, PRIVATE_COOKIES, LOCATION_COOKIE, CART_COOKIES);
}

/** Where a page's render begins: a page is kept only when no drop came while it was rendered. */
export const pagesGeneration = (): number => sharedPages.generation;

/** Headers a cached page must not repeat: they belong to one sending, to one person, or to Astro (x-astro-*). */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'set-cookie', 'cache-control', 'etag', 'vary']);
const kept = (name: string) => !NOT_KEPT.has(name) && !name.startsWith('x-astro-');

/**
 * A rendered page as it is kept and sent: its body, its headers (but what was personal; its script policy cut to the
 * scripts it holds, page-script-policy.ts), and an entity tag. `keep`
 * stores it under `key` when no drop came since `generation` was read, before the page was rendered.
 */
export function sharedPage(body: Buffer, response: Response, now = Date.now()): CachedPage {
  const headers: [string, string][] = [...response.headers].filter(([name]) => kept(name));
  const policy = headers.find(([name]) => name === 'content-security-policy');
  if (policy) policy[1] = policyForScripts(policy[1], inlineScriptSources(body.toString('utf8')));
  headers.push(['cache-control', SHARED_PAGE_CACHE_CONTROL], ['vary', 'Accept-Encoding, Cookie']);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return {
    status: response.status,
    headers,
    etag,
    bodies: { identity: body },
    compressible: true,
    sent: {},
    storedAt: now,
  };
}

export const keepSharedPage = (key: string, page: CachedPage, generation: number): void =>
  sharedPages.set(key, page, generation);

export type PageAnswer = {
  status: number;
  headers: string[];
  body: Buffer | null;
};

/**
 * How a cached page answers a request: 304 when the client holds this version, else the body in the coding the client
 * takes best (compressed the first time a coding is asked for). HEAD gets the headers alone. `headers` is flat
 * (name, value, …), as Node's writeHead takes it.
 */
export function answerWithPage(
  page: CachedPage,
  request: { method: string; acceptEncoding: string | null | undefined; ifNoneMatch: string | null | undefined },
): PageAnswer {
  if (fresh({ 'if-none-match': request.ifNoneMatch ?? undefined }, { etag: page.etag }))
    return { status: 304, headers: (page.sent.notModified ??= flat(page, [])), body: null };
  const coding = page.compressible ? chooseCoding(request.acceptEncoding) : null;
  const body = coding ? (page.bodies[coding] ??= compress(page.bodies.identity, coding, true)) : page.bodies.identity;
  const headers = (page.sent[coding ?? 'identity'] ??= flat(page, [
    ...(coding ? [['content-encoding', coding] as [string, string]] : []),
    ['content-length', String(body.byteLength)],
  ]));
  if (request.method === 'HEAD') return { status: page.status, headers, body: null };
  return { status: page.status, headers, body };
}

/** A cached page's answer to this request, as a Response (a cache hit, or the page just kept). */
export function pageResponse(page: CachedPage, request: Request): Response {
  const answer = answerWithPage(page, {
    method: request.method,
    acceptEncoding: request.headers.get('accept-encoding'),
    ifNoneMatch: request.headers.get('if-none-match'),
  });
  const headers = new Headers();
  for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i]!, answer.headers[i + 1]!);
  return new Response(answer.body && asBody(answer.body), { status: answer.status, headers });
}

const flat = (page: CachedPage, more: [string, string][]): string[] =>
  [...page.headers, ['etag', page.etag], ...more].flat();
