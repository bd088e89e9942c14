// /api/delete-cache-item { cacheKey } (spec 000 §7; API.md "Content studio"): an editor drops a cache key, or every
// key with "*", on every instance. Keys are `name:key`, `name:*` or `*` (site/cache-registry.ts).
import { z } from 'zod/v4';
import { announceInvalidation } from '../../lib/db/invalidations.server';
import { editorEndpoint } from '../../lib/http/editor-endpoint.server';
import { errorResponse } from '../../lib/http/errors';
import { cacheNames, parseCacheKey } from '../../lib/site/cache-registry';

const body = z.object({ cacheKey: z.string().trim().min(1).max(300) });

export const { POST, ALL } = editorEndpoint(body, async (db, _editor, { cacheKey }) => {
  const target = parseCacheKey(cacheKey);
  if ('name' in target && !cacheNames().includes(target.name))
    return errorResponse('BAD_REQUEST', `cacheKey: names no cache; the caches are ${cacheNames().join(', ')}`, [
      { path: ['cacheKey'], message: 'names no cache' },
    ]);
  await announceInvalidation(db, [cacheKey]);
  return { deleted: true, cacheKey };
});
