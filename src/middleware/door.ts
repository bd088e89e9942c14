import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from '../lib/http/errors';
import { bodyRuleFor, changesState, declaredTooLarge, hasMediaType, isSameSite } from '../lib/http/request-rules';
import { publicSiteUrl } from '../lib/site/config.server';
import { isApi } from './paths';

// Astro serves its 404 page for an address it cannot match at all (an escape that decodes to another one, such as
// `%23%20`); under /api the answer is the API's own 404, in the envelope.
export const unmatchedApi = defineMiddleware((context, next) =>
  isApi(context.url.pathname) && context.routePattern === '/404'
    ? errorResponse('NOT_FOUND', `There is no API at ${context.url.pathname}`)
    : next(),
);

export const door = defineMiddleware((context, next) => {
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
