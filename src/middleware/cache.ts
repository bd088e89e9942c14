import type { APIContext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { absoluteTarget } from '../lib/http/request-target';
import { addressedHost } from '../lib/http/page-cache';
import { pageResponse, pagesGeneration, sharedKeyFor, sharedPages } from '../lib/http/shared-pages.server';
import { pageCacheHit } from '../lib/site/metrics.server';
import { isApi, isMetrics } from './paths';

/**
 * This request's key in the shared page cache, or null when its page is rendered for this person alone. `locationRead`:
 * the delivery-location cookie as a rendered page read it (see sharedPageKey).
 */
export function cacheKey(context: APIContext, locationRead?: { value: string | undefined }): string | null {
  const { request } = context;
  return sharedKeyFor(
    {
      method: request.method,
      target: absoluteTarget(request.url),
      cookie: request.headers.get('cookie'),
      host: addressedHost(context.url.protocol, request.headers.get('host') ?? ''),
    },
    context.locals.site,
    locationRead,
  );
}

// A guest page from the shared page cache, when one is kept for this request: nothing after this step runs for it,
// and nothing before it is skipped (the request log, the fault net, maintenance, the invalidation catch-up).
export const cached = defineMiddleware((context, next) => {
  const { request } = context;
  const { pathname } = context.url;
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi(pathname) || isMetrics(pathname)) return next();
  const key = cacheKey(context);
  const page = key === null ? undefined : sharedPages.get(key);
  if (!page) {
    // Read after the invalidation catch-up (`ready`): what it dropped does not keep this render out of the cache.
    context.locals.pagesGeneration = pagesGeneration();
    return next();
  }
  context.locals.cacheHit = true;
  pageCacheHit();
  return pageResponse(page, request);
});
