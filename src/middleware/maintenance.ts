import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from '../lib/http/errors';
import { features } from '../lib/site/config.server';
import { isApi, isInternal, isMetrics } from './paths';

export const maintenance = defineMiddleware((context, next) => {
  const path = context.url.pathname;
  // What operators watch stays up: the health check and the figures.
  if (
    !features().maintenance ||
    path === '/maintenance' ||
    path === '/api/health' ||
    isMetrics(path) ||
    isInternal(path)
  )
    return next();
  if (isApi(path))
    return errorResponse('UNAVAILABLE', 'The shop is down for maintenance', undefined, { 'retry-after': '600' });
  return context.rewrite('/maintenance');
});
