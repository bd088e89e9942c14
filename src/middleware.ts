// Every request passes here: the request log and fault net, the API's door rules, maintenance mode, and the
// navigation guard of spec 000 §2 (doubled segment, redirects table, sign-in for account pages).
import type { APIContext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { sessionUser } from './lib/account/accounts.server';
import { hasSessionCookie } from './lib/account/session-cookie';
import { accountRedirect } from './lib/account/guard';
import { mayUseSite } from './lib/account/rules';
import { findRedirect } from './lib/content/redirects.server';
import { getDb } from './lib/db/instance.server';
import { catchUpInvalidations } from './lib/db/invalidations.server';
import { prepareStore } from './lib/seed/prepare.server';
import { errorResponse, internalError } from './lib/http/errors';
import { bodyRuleFor, changesState, declaredTooLarge, hasMediaType, isSameSite } from './lib/http/request-rules';
import { isPersonalPath, pagePolicy, securityHeaders } from './lib/http/security-headers';
import { asBody, compressedAnswer } from './lib/http/compression.server';
import { absoluteTarget } from './lib/http/request-target';
import { addressedHost } from './lib/http/page-cache';
import {
  cartCookies,
  keepSharedPage,
  pageResponse,
  pagesGeneration,
  sharedKeyFor,
  sharedPage,
  sharedPages,
} from './lib/http/shared-pages.server';
import { LOCATION_COOKIE } from './lib/account/location.server';
import { setCartHint } from './lib/cart/cookies.server';
import { cspDirectives, styleSources } from './server/csp.mjs';
import { features, publicSiteUrl, secureCookies, servedOverHttps, siteId, siteOrigin } from './lib/site/config.server';
import { errorMessage, log } from './lib/site/log';
import { isStaffSite } from './lib/site/site';
import {
  needsSignIn,
  redirectDecision,
  sameSiteReferrer,
  signInLocation,
  withoutDoubledProducts,
} from './lib/site/navigation-guard';

const isApi = (path: string) => path.startsWith('/api/');
const isInternal = (path: string) => path.startsWith('/_') || path.startsWith('/cms/');

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
function protect(response: Response, url: URL, personal: boolean): Response {
  const type = response.headers.get('content-type') ?? '';
  const kind = type.startsWith('text/html') ? 'html' : type.startsWith('application/json') ? 'data' : 'file';
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
  const { request } = context;
  return sharedKeyFor(
    {
      method: request.method,
      target: absoluteTarget(request.url),
      cookie: request.headers.get('cookie'),
      host: addressedHost(context.url.protocol, request.headers.get('host') ?? ''),
    },
    context.locals.site,
    { value: context.cookies.get(LOCATION_COOKIE)?.value },
  );
}

/** A page that sets a cookie answers this visitor: it is theirs alone (asked once the whole page is rendered). */
const setsCookies = (context: APIContext, response: Response) =>
  response.headers.has('set-cookie') || !context.cookies.headers().next().done;

/**
 * Keeps a page every guest sees alike, unless a drop came while it was rendered (`generation`), and answers from what
 * was kept; compresses any other answer.
 */
async function deliver(context: APIContext, response: Response, generation: number): Promise<Response> {
  const key = sharedKey(context, response);
  if (key === null) return compressedAnswer(response, context.request);
  const body = Buffer.from(await response.arrayBuffer());
  const page = sharedPage(body, response);
  if (setsCookies(context, response)) return compressedAnswer(new Response(asBody(body), response), context.request);
  keepSharedPage(key, page, generation);
  return pageResponse(page, context.request);
}

// A 404 or 500 page is rendered by passing the same request through the middleware again; it is logged once.
const logged = new WeakSet<Request>();

const observe = defineMiddleware(async (context, next) => {
  const started = performance.now();
  const { pathname } = context.url;
  context.locals.site = siteId();
  context.locals.user = null;
  context.locals.preview = false;
  context.locals.sameForEveryGuest = false;
  context.locals.cacheHit = false;
  context.locals.pagesGeneration = pagesGeneration();
  const carried = cartCookies(context.request.headers);
  // A browser that holds a cart but not yet the hint beside it (a cart made before the hint existed) gets the hint, so
  // the pages kept for every guest fetch its cart after load.
  if (carried.hintMissing && !isApi(pathname) && !isInternal(pathname))
    setCartHint(context.cookies, secureCookies(context.url));
  let status = 500;
  try {
    const response = await next();
    status = response.status;
    // A cache hit was protected and coded when it was kept.
    if (context.locals.cacheHit) return response;
    // A page kept for every guest is drawn without the cart (the browser fetches it), so a cart makes only the other
    // pages this visitor's own; so does any answer that sets a cookie.
    const personal =
      context.locals.user !== null ||
      context.locals.preview ||
      (carried.cart && !context.locals.sameForEveryGuest) ||
      setsCookies(context, response);
    return await deliver(context, protect(response, context.url, personal), context.locals.pagesGeneration);
  } catch (error) {
    if (context.request.signal.aborted) {
      // The client went away (closed the connection mid-body): nothing to answer and nothing wrong with the shop.
      status = 499;
      log('info', 'client went away', { method: context.request.method, path: pathname });
      return new Response(null, { status: 499 });
    }
    log('error', 'unhandled fault', { method: context.request.method, path: pathname, error: errorMessage(error) });
    if (isApi(pathname)) return internalError();
    throw error; // pages: Astro renders src/pages/500.astro, without the stack
  } finally {
    if (import.meta.env.PROD && !logged.has(context.request)) {
      logged.add(context.request);
      const ms = Math.round(performance.now() - started);
      const cache = context.locals.cacheHit ? { cache: 'hit' } : {};
      log('info', 'request', { method: context.request.method, path: pathname, status, ms, ...cache });
    }
  }
});

// Astro serves its 404 page for an address it cannot match at all (an escape that decodes to another one, such as
// `%23%20`); under /api the answer is the API's own 404, in the envelope.
const unmatchedApi = defineMiddleware((context, next) =>
  isApi(context.url.pathname) && context.routePattern === '/404'
    ? errorResponse('NOT_FOUND', `There is no API at ${context.url.pathname}`)
    : next(),
);

// The production entry prepares the store before it listens; under `astro dev` the first request does it. Then any
// cache keys another instance dropped are dropped here too (at most one database read a second).
const ready = defineMiddleware(async (context, next) => {
  if (context.url.pathname !== '/api/health') {
    await prepareStore();
    await catchUpInvalidations(await getDb());
  }
  return next();
});

const door = defineMiddleware((context, next) => {
  const { request, url } = context;
  if (!changesState(request.method)) return next();
  if (!isSameSite(request.headers, publicSiteUrl()))
    return errorResponse('FORBIDDEN', 'Requests from other sites are not allowed');
  const rule = bodyRuleFor(url.pathname);
  if (isApi(url.pathname) && !hasMediaType(request.headers, rule.mediaType))
    return errorResponse('FORBIDDEN', `Send the body as ${rule.mediaType}`);
  if (declaredTooLarge(request.headers, rule.limit))
    return errorResponse('PAYLOAD_TOO_LARGE', `The body is larger than ${rule.limitText}`);
  return next();
});

const maintenance = defineMiddleware((context, next) => {
  const path = context.url.pathname;
  if (!features().maintenance || path === '/maintenance' || path === '/api/health' || isInternal(path)) return next();
  if (isApi(path))
    return errorResponse('UNAVAILABLE', 'The shop is down for maintenance', undefined, { 'retry-after': '600' });
  return context.rewrite('/maintenance');
});

// A guest page from the shared page cache, when one is kept for this request: nothing after this step runs for it,
// and nothing before it is skipped (the request log, the fault net, maintenance, the invalidation catch-up).
const cached = defineMiddleware((context, next) => {
  const { request } = context;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi(context.url.pathname)) return next();
  const key = sharedKeyFor(
    {
      method: request.method,
      target: absoluteTarget(request.url),
      cookie: request.headers.get('cookie'),
      host: addressedHost(context.url.protocol, request.headers.get('host') ?? ''),
    },
    context.locals.site,
  );
  const page = key === null ? undefined : sharedPages.get(key);
  if (!page) {
    // Read after the invalidation catch-up (`ready`): what it dropped does not keep this render out of the cache.
    context.locals.pagesGeneration = pagesGeneration();
    return next();
  }
  context.locals.cacheHit = true;
  return pageResponse(page, request);
});

// The signed-in user, when the browser holds a session cookie. A session that cannot be read counts as signed out
// (spec 000 §8: session failure at navigation is logged and the user is logged out).
const identify = defineMiddleware(async (context, next) => {
  if (isInternal(context.url.pathname) || !hasSessionCookie(context.request.headers)) return next();
  try {
    const user = await sessionUser(context.request.headers);
    // A consumer account is a guest on the staff site: no cart, checkout or account pages of its own there.
    context.locals.user = user && mayUseSite(user.kind, isStaffSite(context.locals.site)) ? user : null;
    // An editor's page with ?preview=1 shows drafts (API.md "Content studio"); for anyone else it changes nothing.
    context.locals.preview =
      !isApi(context.url.pathname) &&
      context.locals.user?.kind === 'editor' &&
      context.url.searchParams.get('preview') === '1';
  } catch (error) {
    log('error', 'session could not be read', { error: errorMessage(error) });
    context.locals.user = null;
  }
  return next();
});

const guard = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  if (isApi(pathname) || isInternal(pathname)) return next();

  const single = withoutDoubledProducts(pathname);
  if (single !== pathname) return context.redirect(`${single}${search}`, 301);

  const rule = await findRedirect(await getDb(), pathname);
  if (rule) {
    const decision = redirectDecision(rule, search);
    if ('location' in decision) return context.redirect(decision.location, decision.status as 301);
    // A target the guard may not follow (an unflagged external address, spec 000 §2) is an error, not a way on.
    log('error', 'redirect refused', { path: pathname, reason: decision.error });
    return context.rewrite('/500');
  }

  if (needsSignIn(pathname) && !context.locals.user)
    return context.redirect(signInLocation(`${pathname}${search}`), 302);
  const referrer = sameSiteReferrer(context.request.headers.get('referer'), siteOrigin(context.request, context.url));
  const elsewhere = accountRedirect(
    pathname,
    context.url.searchParams,
    context.locals.user,
    context.locals.site,
    referrer,
  );
  if (elsewhere && elsewhere !== `${pathname}${search}`) return context.redirect(elsewhere, 302);
  return next();
});

export const onRequest = sequence(observe, unmatchedApi, ready, door, maintenance, cached, identify, guard);
