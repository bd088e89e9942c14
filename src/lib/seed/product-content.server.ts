// Gives every product of the seed catalogue its content (product-content.ts) when it has none: on a new database and
// on one made before product content existed, so an upgrade shows it too. An entry an editor has made or changed is
// never touched, and racing instances insert each once.
import { randomUUID } from 'node:crypto';
import catalogue from '../../content/catalogue.json';
import type { Db } from '../db/connect.server';
import { recordFirstVersions } from '../studio/first-versions.server';
import { seedProductContent, type SeedProduct } from './product-content';

export async function seedProductContents(db: Db, now = new Date()): Promise<number> {
  const have = new Set(
    (await db.selectFrom('content_entries').select('key').where('type', '=', 'product_content').execute()).map(
      (row) => row.key,
    ),
  );
  const stamp = now.toISOString();
  const rows = (catalogue.products as SeedProduct[])
    .filter((product) => !have.has(product.handle))
    .map((product) => ({
      id: randomUUID(),
      type: 'product_content',
      key: product.handle,
      site: 'ALL' as const,
      status: 'published' as const,
      position: 0,
      data: JSON.stringify(seedProductContent(product)),
      updated_at: stamp,
    }));
  if (rows.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('content_entries')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await recordFirstVersions(trx);
  });
  return rows.length;
}
