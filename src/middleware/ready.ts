import { defineMiddleware } from 'astro:middleware';
import { getDb } from '../lib/db/instance.server';
import { catchUpInvalidations } from '../lib/db/invalidations.server';
import { prepareStore } from '../lib/seed/prepare.server';

// The production entry prepares the store before it listens; under `astro dev` the first request does it. Then any
// cache keys another instance dropped are dropped here too (at most one database read a second).
export const ready = defineMiddleware(async (context, next) => {
  if (context.url.pathname !== '/api/health') {
    await prepareStore();
    await catchUpInvalidations(await getDb());
  }
  return next();
});
