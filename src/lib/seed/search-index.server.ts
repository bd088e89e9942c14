// The search index written whole when it has fewer documents than the shop has products on sale: a new database, or
// one made before search was in the database. The catalogue's writers keep it in step after that.
import type { Db } from '../db/connect.server';
import { indexIsBehind, indexProducts } from '../catalog/search/documents.server';

export async function indexSearchIfBehind(db: Db): Promise<number> {
  if (!(await indexIsBehind(db))) return 0;
  return db.transaction().execute((trx) => indexProducts(trx, 'all'));
}
