import { defineMiddleware } from 'astro:middleware';
import { internalError } from '../lib/http/errors';
import { cartCookies, pagesGeneration } from '../lib/http/shared-pages.server';
import { setCartHint } from '../lib/cart/cookies.server';
import { secureCookies, siteId } from '../lib/site/config.server';
import { errorMessage, log } from '../lib/site/log';
import { requestAnswered } from '../lib/site/metrics.server';
import { isApi, isInternal, isMetrics } from './paths';
import { protect, deliver, setsCookies } from './deliver';

// A 404 or 500 page is rendered by passing the same request through the middleware again; it is logged once.
const logged = new WeakSet<Request>();

export const observe = defineMiddleware(async (context, next) => {
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
    // A page kept for every guest is rendered without the cart (the browser fetches it), so a cart makes only the other
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
    if (!logged.has(context.request)) {
      logged.add(context.request);
      const ms = performance.now() - started;
      // The route's pattern (/products/[...slug]), never the address itself: one series per page of the shop.
      requestAnswered(context.routePattern || 'unmatched', status, ms / 1000);
      if (import.meta.env.PROD && !isMetrics(pathname)) {
        const cache = context.locals.cacheHit ? { cache: 'hit' } : {};
        log('info', 'request', {
          method: context.request.method,
          path: pathname,
          status,
          ms: Math.round(ms),
          ...cache,
        });
      }
    }
  }
});
