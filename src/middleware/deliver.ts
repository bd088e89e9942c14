// How an answer leaves the middleware: with the browser-protection headers, kept in the shared page cache when it is
// the same for every guest, compressed otherwise.
import type { APIContext } from 'astro';
import { isPersonalPath, pagePolicy, securityHeaders } from '../lib/http/security-headers';
import { asBody, compressedAnswer } from '../lib/http/compression.server';
import { keepSharedPage, pageResponse, sharedPage } from '../lib/http/shared-pages.server';
import { LOCATION_COOKIE } from '../lib/account/location.server';
import { cspDirectives, styleSources } from '../integrations/csp.mjs';
import { servedOverHttps } from '../lib/site/config.server';
import { pageCacheMiss } from '../lib/site/metrics.server';
import { cacheKey } from './cache';

/**
 * A page's Content Security Policy from the one Astro rendered, merged once per distinct policy: Astro's differ only by
 * the hashes of the scripts a page has, a handful in a build (bounded all the same).
 */
const mergedPolicies = new Map<string | null, string>();
function policyFor(rendered: string | null): string {
  let policy = mergedPolicies.get(rendered);
  if (policy === undefined) {
    policy = pagePolicy(rendered, cspDirectives, styleSources);
    if (mergedPolicies.size < 256) mergedPolicies.set(rendered, policy);
  }
  return policy;
}

/**
 * The browser-protection headers (security-headers.ts) on every answer the shop makes. `personal`: the answer is for
 * this person only (signed in, or an editor's preview), so nothing may cache it.
 */
export function protect(response: Response, url: URL, personal: boolean): Response {
  const type = response.headers.get('content-type') ?? '';
  const kind = type.startsWith('text/html')
    ? 'html'
    : type.startsWith('application/json')
      ? 'data'
      : response.status >= 300 && response.status < 400
        ? 'redirect'
        : 'file';
  const headers = securityHeaders({
    kind,
    https: servedOverHttps(url),
    personal: personal || isPersonalPath(url.pathname),
    policy: kind === 'html' ? policyFor(response.headers.get('content-security-policy')) : undefined,
  });
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // A response whose headers cannot change (a fetched one) is copied first.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}

/** The shared page cache's key for this answer, when the page may be kept and served to other guests. */
function sharedKey(context: APIContext, response: Response): string | null {
  if (!context.locals.sameForEveryGuest || context.locals.user || context.locals.preview) return null;
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return null;
  if (response.headers.has('content-encoding')) return null; // already sent on by an inner pass (a rewrite)
  return cacheKey(context, { value: context.cookies.get(LOCATION_COOKIE)?.value });
}

/** A page that sets a cookie answers this visitor: it is theirs alone (asked once the whole page is rendered). */
export const setsCookies = (context: APIContext, response: Response) =>
  response.headers.has('set-cookie') || !context.cookies.headers().next().done;

/**
 * Keeps a page every guest sees alike, unless a drop came while it was rendered (`generation`), and answers from what
 * was kept; compresses any other answer.
 */
export async function deliver(context: APIContext, response: Response, generation: number): Promise<Response> {
  const key = sharedKey(context, response);
  if (key === null) return compressedAnswer(response, context.request);
  pageCacheMiss(); // a page every guest sees alike, rendered because none was kept
  const body = Buffer.from(await response.arrayBuffer());
  const page = sharedPage(body, response);
  if (setsCookies(context, response)) return compressedAnswer(new Response(asBody(body), response), context.request);
  keepSharedPage(key, page, generation);
  return pageResponse(page, context.request);
}
