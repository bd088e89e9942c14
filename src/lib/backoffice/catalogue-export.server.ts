// The catalogue as a feed (issue 39): every product, on sale or not, as Shopify's product CSV or the store's JSON
// feed with each product's published content; what catalogue-import reads back to the same catalogue.
import { z } from 'zod/v4';
import type { FeedProduct } from '../catalog/feed/feed-product';
import { writeJsonFeed } from '../catalog/feed/json-feed';
import { feedFromRows } from '../catalog/feed/rows';
import { writeShopifyCsv } from '../catalog/feed/shopify-export';
import { productContentSchema } from '../content/product-content';
import type { Db } from '../db/connect.server';
import { jsonColumn } from '../db/json-column';
import { importHeadline, type FeedFormat } from './catalogue-report';

export async function catalogueFeed(db: Db, withContent: boolean): Promise<FeedProduct[]> {
  const [products, variants, contents] = await Promise.all([
    db.selectFrom('products').selectAll().orderBy('position').execute(),
    db.selectFrom('variants').selectAll().execute(),
    withContent
      ? db
          .selectFrom('content_entries')
          .select(['key', 'data'])
          .where('type', '=', 'product_content')
          .where('status', '=', 'published')
          .execute()
      : Promise.resolve([]),
  ]);
  const byProduct = new Map<string, typeof variants>();
  for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  const content = new Map(contents.map((c) => [c.key, c.data]));
  return products.map((p) => {
    const feed = feedFromRows(p, byProduct.get(p.id) ?? []);
    const data = content.get(p.handle);
    return data
      ? {
          ...feed,
          content: jsonColumn(productContentSchema, data, 'content_entries.data'),
        }
      : feed;
  });
}

export async function exportCatalogue(db: Db, format: FeedFormat): Promise<string> {
  const products = await catalogueFeed(db, format === 'json');
  return format === 'json' ? writeJsonFeed(products) : writeShopifyCsv(products);
}

export type ImportRecord = {
  id: string;
  fileName: string;
  format: string;
  by: string;
  applied: boolean;
  headline: string;
  at: string;
};

/** What a kept import's headline reads of its report, checked as it leaves the database. */
const keptReportColumn = z.object({
  fileName: z.string(),
  applied: z.boolean(),
  refused: z.boolean(),
  read: z.number(),
  created: z.number(),
  updated: z.number(),
  unpublished: z.number(),
  problems: z.array(z.unknown()),
});

/** The latest imports, newest first, as the Import page lists them. */
export async function recentImports(db: Db, limit = 20): Promise<ImportRecord[]> {
  const rows = await db
    .selectFrom('catalogue_imports')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    format: r.format,
    by: r.actor_email,
    applied: r.applied === 1,
    headline: importHeadline(jsonColumn(keptReportColumn, r.report, 'catalogue_imports.report')),
    at: r.created_at,
  }));
}
