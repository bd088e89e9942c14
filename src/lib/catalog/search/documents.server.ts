// The search index's documents in the database (issue 40 §1): written from the catalogue's rows and the products'
// published content, read as the products matching a query and as the index's words. The catalogue's writers call
// indexProducts inside their own transaction, so the index never disagrees with what was committed.
import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { jsonColumn } from '../../db/json-column';
import { z } from 'zod/v4';
import { brandLabel } from '../brands';
import { attributesOf } from '../rows';
import { ftsMatch, tsQuery } from './engine-query';
import { searchDocument, type SearchDocument } from './documents';
import type { Alternative } from './synonyms';
import type { Vocabulary } from './typos';

type Store = Kysely<Database>;

const isSqlite = (db: Store) => db.getExecutor().adapter instanceof SqliteAdapter;
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

const ingredientsColumn = z.object({ ingredients: z.array(z.string()).default([]) });

/** The documents of these products as their rows and published content say; unpublished products have none. */
async function documentsOf(db: Store, productIds: readonly string[]): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const ids of batches(productIds)) {
    const [products, variants] = await Promise.all([
      db.selectFrom('products').selectAll().where('id', 'in', ids).where('published', '=', 1).execute(),
      db
        .selectFrom('variants')
        .select(['product_id', 'sku', 'flavor', 'size'])
        .where('product_id', 'in', ids)
        .orderBy('position')
        .execute(),
    ]);
    if (products.length === 0) continue;
    const content = await db
      .selectFrom('content_entries')
      .select(['key', 'data'])
      .where('type', '=', 'product_content')
      .where('status', '=', 'published')
      .where(
        'key',
        'in',
        products.map((p) => p.handle),
      )
      .execute();
    const ingredients = new Map(
      content.map((c) => [c.key, jsonColumn(ingredientsColumn, c.data, 'product_content.data').ingredients]),
    );
    const sizes = new Map<string, typeof variants>();
    for (const v of variants) sizes.set(v.product_id, [...(sizes.get(v.product_id) ?? []), v]);
    for (const p of products) {
      documents.push(
        searchDocument({
          productId: p.id,
          title: p.title,
          brandLabel: brandLabel(p.brand),
          subBrand: p.sub_brand,
          productType: p.product_type,
          description: p.description,
          attributes: { ...attributesOf(p), foodForm: p.food_form },
          variants: sizes.get(p.id) ?? [],
          ingredients: ingredients.get(p.handle) ?? [],
        }),
      );
    }
  }
  return documents;
}

async function dropDocuments(db: Store, productIds: readonly string[]): Promise<void> {
  for (const ids of batches(productIds))
    await sql`delete from search_documents where product_id in (${sql.join(ids)})`.execute(db);
}

async function writeDocuments(db: Store, documents: readonly SearchDocument[]): Promise<void> {
  const sqlite = isSqlite(db);
  for (const d of documents) {
    if (sqlite)
      await sql`insert into search_documents (product_id, title, brand, flavor, body, skus)
        values (${d.productId}, ${d.title}, ${d.brand}, ${d.flavor}, ${d.body}, ${d.skus})`.execute(db);
    else
      await sql`insert into search_documents (product_id, title, brand, flavor, body, skus, document)
        values (${d.productId}, ${d.title}, ${d.brand}, ${d.flavor}, ${d.body}, ${d.skus},
          to_tsvector('simple', ${[d.title, d.brand, d.flavor, d.body, d.skus].join(' ')}))`.execute(db);
  }
}

/**
 * Writes the documents of these products again (all of them for 'all'), from their rows and published content; a
 * product taken off the shop loses its document. Call it inside the transaction that changed them.
 */
export async function indexProducts(db: Store, which: readonly string[] | 'all'): Promise<number> {
  const ids =
    which === 'all' ? (await db.selectFrom('products').select('id').execute()).map((p) => p.id) : [...new Set(which)];
  if (which === 'all') await sql`delete from search_documents`.execute(db);
  else await dropDocuments(db, ids);
  const documents = await documentsOf(db, ids);
  await writeDocuments(db, documents);
  return documents.length;
}

/** Whether the index has fewer documents than the shop has products on sale (a store just migrated to it). */
export async function indexIsBehind(db: Store): Promise<boolean> {
  const [documents, products] = await Promise.all([
    sql<{ n: number | string }>`select count(*) as n from search_documents`.execute(db),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('published', '=', 1)
      .execute(),
  ]);
  return Number(documents.rows[0]?.n ?? 0) < Number(products[0]?.n ?? 0);
}

/** Each document's row number in the SQLite index, with its product's handle: matches are read as row numbers. */
export async function documentRows(db: Store): Promise<Map<number, string>> {
  const rows = await sql<{ row: number; handle: string }>`select s.rowid as row, p.handle from search_documents s
    join products p on p.id = s.product_id`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.row), r.handle]));
}

/**
 * The handles of the products whose documents hold every group (any one alternative of each). On SQLite the index
 * answers row numbers alone, named by `rows` (documentRows, kept by the caller): reading each match's columns cost
 * more than the match itself.
 */
export async function matchingHandles(
  db: Store,
  groups: readonly (readonly Alternative[])[],
  rows: () => Promise<ReadonlyMap<number, string>>,
): Promise<Set<string>> {
  if (groups.length === 0) return new Set();
  if (isSqlite(db)) {
    const [found, named] = await Promise.all([
      sql<{
        row: number;
      }>`select rowid as row from search_documents where search_documents match ${ftsMatch(groups)}`.execute(db),
      rows(),
    ]);
    return new Set(found.rows.flatMap((r) => named.get(Number(r.row)) ?? []));
  }
  const found = await sql<{
    handle: string;
  }>`select p.handle from search_documents s join products p on p.id = s.product_id
    where s.document @@ to_tsquery('simple', ${tsQuery(groups)})`.execute(db);
  return new Set(found.rows.map((r) => r.handle));
}

/** Every word of letters in the index (SKUs and sizes are typed exactly) with how many products hold it. */
export async function indexVocabulary(db: Store): Promise<Vocabulary> {
  const rows = isSqlite(db)
    ? await sql<{
        word: string;
        products: number;
      }>`select term as word, doc as products from search_vocabulary where term not glob '*[0-9]*'`.execute(db)
    : await sql<{
        word: string;
        products: number;
      }>`select word, ndoc as products from ts_stat('select document from search_documents') where word !~ '[0-9]'`.execute(
        db,
      );
  return new Map(rows.rows.map((r) => [r.word, Number(r.products)]));
}

/** indexProducts for the products with these handles (a product's content is keyed by its handle). */
export async function indexHandles(db: Store, handles: readonly string[]): Promise<number> {
  if (handles.length === 0) return 0;
  const ids = await db.selectFrom('products').select('id').where('handle', 'in', handles).execute();
  return indexProducts(
    db,
    ids.map((r) => r.id),
  );
}
