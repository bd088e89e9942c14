// The redirects table, consulted on every page request, so it is held in memory for a short time. It holds the
// published redirect entries of the studio (studio/redirects.server.ts writes it as they are published and archived).
import type { Db } from '../db/connect.server';
import type { RedirectRule } from '../site/navigation-guard';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { REDIRECTS_CACHE, redirectLookupPath } from './redirects';

const cache = new TtlCache<Map<string, RedirectRule>>(30_000);
registerCache(REDIRECTS_CACHE, cache);

export function clearRedirectCache(): void {
  cache.clear();
}

export async function findRedirect(db: Db, path: string): Promise<RedirectRule | null> {
  const table = await cache.get('all', async () => {
    const rows = await db
      .selectFrom('redirects')
      .select(['from_path', 'to_url', 'status_code', 'is_external'])
      .execute();
    return new Map(
      rows.map((r) => [
        redirectLookupPath(r.from_path),
        { toUrl: r.to_url, statusCode: r.status_code, isExternal: r.is_external === 1 },
      ]),
    );
  });
  return table.get(redirectLookupPath(path)) ?? null;
}
