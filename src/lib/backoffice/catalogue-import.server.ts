// Loads a catalogue feed into the shop (issue 39): Shopify's product CSV or the store's JSON feed. Everything is read
// and checked before anything is written; then one transaction writes only what differs (products matched by handle,
// variants by SKU), so the same file twice changes nothing. A file with a bad product changes nothing unless invalid
// products are to be skipped. The report says what changed, what was wrong where, and which pictures stayed remote.
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Selectable, Transaction } from 'kysely';
import sharp from 'sharp';
import { withKnownFacets } from '../catalog/feed/facet-values';
import type { FeedProduct } from '../catalog/feed/feed-product';
import { readJsonFeed } from '../catalog/feed/json-feed';
import type { FeedReading, Problem } from '../catalog/feed/problems';
import { feedFromRows, productColumns, productIdOf, variantColumns } from '../catalog/feed/rows';
import { readShopifyCsv } from '../catalog/feed/shopify-csv';
import { drawPackage, lineName } from '../catalog/product-art';
import type { Db } from '../db/connect.server';
import type { Database, ProductTable, VariantTable } from '../db/schema';
import { MAX_UPLOAD_BYTES, uploadFormat } from '../images/upload-rules';
import { SITE_IDS } from '../site/site';
import { regionalStockRows } from '../stock/stock';
import { indexProducts } from '../catalog/search/documents.server';
import { recordFirstVersions } from '../studio/first-versions.server';
import { recordAction } from './audit.server';
import type { FeedFormat, ImportReport } from './catalogue-report';
import type { Actor } from './types';

/** A feed larger than this is refused before it is read: split it (20,000 products of Shopify's CSV is about 40 MB). */
export const MAX_FEED_BYTES = 100 * 1024 * 1024;

export type ImportOptions = {
  skipInvalid: boolean;
  unpublishMissing: boolean;
  /** Where a picture's local path is read from (the file's folder); null: local paths are not read (a web upload). */
  localFolder: string | null;
};

/** CSV or JSON, by the file's name, else by its first character. */
export function feedFormatOf(fileName: string, text: string): FeedFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

export const tooLargeProblem = (bytes: number): Problem => ({
  line: null,
  column: null,
  handle: null,
  message: `the file is ${Math.round(bytes / 1024 / 1024)} MB; the import takes at most ${MAX_FEED_BYTES / 1024 / 1024} MB: split it in parts`,
});

const emptyReport = (fileName: string, format: FeedFormat): ImportReport => ({
  fileName,
  format,
  applied: false,
  refused: false,
  read: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  unpublished: 0,
  skipped: [],
  problems: [],
  notes: [],
  remoteImages: [],
});

/** Problems only the whole file shows: a handle or a SKU twice, a SKU another product of the shop already has. */
function crossChecks(reading: FeedReading, skuOwners: Map<string, string>): void {
  const handles = new Map<string, number>();
  const skus = new Map<string, { handle: string; line: number }>();
  for (const read of reading.products) {
    if (!read.product) continue;
    const twice = handles.get(read.handle);
    if (twice !== undefined)
      read.problems.push({
        line: read.line,
        column: 'Handle',
        handle: read.handle,
        message: `the handle is also used at line ${twice}`,
      });
    handles.set(read.handle, read.line);
    for (const v of read.product.variants) {
      const other = skus.get(v.sku);
      if (other && other.handle !== read.handle)
        read.problems.push({
          line: read.line,
          column: 'Variant SKU',
          handle: read.handle,
          message: `SKU ${v.sku} is also given to ${other.handle} (line ${other.line})`,
        });
      skus.set(v.sku, { handle: read.handle, line: read.line });
      const owner = skuOwners.get(v.sku);
      if (owner && owner !== read.handle)
        read.problems.push({
          line: read.line,
          column: 'Variant SKU',
          handle: read.handle,
          message: `SKU ${v.sku} belongs to ${owner} in the shop`,
        });
    }
    if (read.problems.length > 0) read.product = null;
  }
}

type Picture = { id: string; format: string; width: number; height: number; alt: string; body: string };

/** The product's first picture when it is a local file this import may read; a remote one is only recorded. */
async function localPicture(
  p: FeedProduct,
  folder: string | null,
  report: ImportReport,
): Promise<Picture | { problem: string } | null> {
  const first = p.images[0];
  if (!first) return null;
  if (/^https?:\/\//i.test(first.src)) {
    report.remoteImages.push({ handle: p.handle, src: first.src });
    return null;
  }
  if (folder === null) return { problem: 'pictures of an uploaded file must be web addresses' };
  const path = first.src.startsWith('file:') ? fileURLToPath(first.src) : first.src;
  const full = isAbsolute(path) ? path : resolve(join(folder, path));
  try {
    if ((await stat(full)).size > MAX_UPLOAD_BYTES) return { problem: `${first.src} is larger than 5 MB` };
    const bytes = await readFile(full);
    const meta = await sharp(bytes).metadata();
    const format = uploadFormat(meta.format, meta.compression);
    if (!format || !meta.width || !meta.height)
      return { problem: `${first.src} is not a JPEG, PNG, WebP or AVIF image` };
    return {
      id: `import-${p.handle}.${format}`,
      format,
      width: meta.width,
      height: meta.height,
      alt: first.alt || p.title,
      body: bytes.toString('base64'),
    };
  } catch {
    return { problem: `${first.src} could not be read` };
  }
}

/** A new product without a picture of its own gets a drawn pack, as the seed's products do. */
const drawnPicture = (p: FeedProduct): Picture => ({
  id: `import-${p.handle}.svg`,
  format: 'svg',
  width: 600,
  height: 600,
  alt: p.title,
  body: drawPackage({
    brand: p.brand,
    line: lineName(p.title),
    flavor: p.variants[0]?.flavor ?? '',
    species: p.species[0] ?? 'dog',
    packType: p.packType,
  }),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Existing = { product: Selectable<ProductTable>; variants: Selectable<VariantTable>[] };

async function existingProducts(db: Transaction<Database>): Promise<Map<string, Existing>> {
  const [products, variants] = await Promise.all([
    db.selectFrom('products').selectAll().execute(),
    db.selectFrom('variants').selectAll().execute(),
  ]);
  const byId = new Map(products.map((p) => [p.id, { product: p, variants: [] as Selectable<VariantTable>[] }]));
  for (const v of variants) byId.get(v.product_id)?.variants.push(v);
  return new Map([...byId.values()].map((e) => [e.product.handle, e]));
}

/** Writes what differs, counting in the report what was made, changed, left alone and taken off the shop. */
async function write(
  trx: Transaction<Database>,
  products: FeedProduct[],
  pictures: Map<string, Picture>,
  options: ImportOptions,
  actor: Actor,
  report: ImportReport,
  now: string,
): Promise<void> {
  const existing = await existingProducts(trx);
  let position =
    Number(
      (
        await trx
          .selectFrom('products')
          .select((eb) => eb.fn.max('position').as('p'))
          .executeTakeFirst()
      )?.p ?? 0,
    ) + 1;
  const listed = new Set(products.map((p) => p.handle));
  const contentKeys = new Set(
    (await trx.selectFrom('content_entries').select('key').where('type', '=', 'product_content').execute()).map(
      (r) => r.key,
    ),
  );
  const touched: string[] = [];
  for (const p of products) {
    const before = existing.get(p.handle);
    const picture = pictures.get(p.handle) ?? (before ? null : drawnPicture(p));
    if (picture)
      await trx
        .insertInto('images')
        .values({ ...picture, updated_at: now })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            body: picture.body,
            width: picture.width,
            height: picture.height,
            alt: picture.alt,
            updated_at: now,
          }),
        )
        .execute();
    const productId = before?.product.id ?? productIdOf(p.handle);
    const columns = productColumns(p);
    const imageId = picture?.id ?? before?.product.image_id ?? null;
    let changed = picture !== null && picture.id !== before?.product.image_id;
    if (!before) {
      await trx
        .insertInto('products')
        .values({ id: productId, ...columns, image_id: imageId, position: position++, created_at: now })
        .execute();
    } else {
      const was = feedFromRows(before.product, before.variants);
      if (!same({ ...was, images: [], content: undefined }, { ...p, images: [], content: undefined }) || changed) {
        changed = true;
        await trx
          .updateTable('products')
          .set({ ...columns, image_id: imageId })
          .where('id', '=', productId)
          .execute();
      }
    }
    const oldVariants = new Map((before?.variants ?? []).map((v) => [v.sku, v]));
    for (const [index, v] of p.variants.entries()) {
      const row = variantColumns(productId, v, index);
      const old = oldVariants.get(v.sku);
      if (!old) {
        await trx.insertInto('variants').values(row).execute();
        await trx
          .insertInto('regional_stock')
          .values(regionalStockRows(v.sku, v.stock, v.tags))
          .onConflict((oc) => oc.columns(['sku', 'region']).doNothing())
          .execute();
        changed = true;
      } else if (!same(old, { ...old, ...row })) {
        await trx.updateTable('variants').set(row).where('id', '=', old.id).execute();
        if (old.stock !== v.stock)
          for (const r of regionalStockRows(v.sku, v.stock, v.tags))
            await trx
              .updateTable('regional_stock')
              .set({ quantity: r.quantity })
              .where('sku', '=', r.sku)
              .where('region', '=', r.region)
              .execute();
        changed = true;
      }
    }
    // A size the feed no longer lists is left as it is: orders and carts name it, and Shopify's CSV never deletes.
    if (p.content) {
      const data = JSON.stringify(p.content);
      if (!contentKeys.has(p.handle)) {
        await trx
          .insertInto('content_entries')
          .values({
            id: randomUUID(),
            type: 'product_content',
            key: p.handle,
            site: 'ALL',
            status: 'published',
            position: 0,
            data,
            updated_at: now,
          })
          .execute();
        changed = true;
      } else {
        const entry = await trx
          .selectFrom('content_entries')
          .select(['id', 'data', 'version'])
          .where('type', '=', 'product_content')
          .where('key', '=', p.handle)
          .executeTakeFirstOrThrow();
        if (entry.data !== data) {
          const version = entry.version + 1;
          await trx
            .updateTable('content_versions')
            .set({ status: 'archived' })
            .where('entry_id', '=', entry.id)
            .where('status', '=', 'published')
            .execute();
          await trx
            .insertInto('content_versions')
            .values({
              entry_id: entry.id,
              version,
              status: 'published',
              data,
              created_at: now,
              editor_id: actor.id,
              editor_email: actor.email,
            })
            .execute();
          await trx
            .updateTable('content_entries')
            .set({ data, status: 'published', version, updated_at: now, updated_by: actor.email })
            .where('id', '=', entry.id)
            .execute();
          changed = true;
        }
      }
    }
    if (!before) report.created += 1;
    else if (changed) report.updated += 1;
    else report.unchanged += 1;
    if (!before || changed) touched.push(productId);
  }
  if (options.unpublishMissing)
    for (const [handle, e] of existing)
      if (!listed.has(handle) && e.product.published === 1) {
        await trx.updateTable('products').set({ published: 0 }).where('id', '=', e.product.id).execute();
        report.unpublished += 1;
        touched.push(e.product.id);
      }
  if (products.some((p) => p.content)) await recordFirstVersions(trx);
  await indexProducts(trx, touched); // the search index in step with what this transaction commits
}

/** The cache keys an applied import drops on every instance: the catalogue, the products' content and pictures. */
export const IMPORT_CACHE_KEYS = ['catalogue', 'images', ...SITE_IDS.map((s) => `content:product_content:${s}`)];

/**
 * Reads, checks and applies a feed; `announce` drops the caches on every instance once the catalogue changed.
 * Nothing is written when the file is refused.
 */
export async function importCatalogue(
  db: Db,
  actor: Actor,
  file: { name: string; text: string },
  options: ImportOptions,
  announce: (keys: string[]) => Promise<void>,
  now = new Date(),
): Promise<ImportReport> {
  const format = feedFormatOf(file.name, file.text);
  const report = emptyReport(file.name, format);
  const bytes = Buffer.byteLength(file.text);
  const reading: FeedReading =
    bytes > MAX_FEED_BYTES
      ? { fileProblems: [tooLargeProblem(bytes)], products: [], notes: [] }
      : format === 'json'
        ? readJsonFeed(file.text)
        : readShopifyCsv(file.text);
  report.notes.push(...reading.notes);
  report.read = reading.products.length;
  // Who owns each SKU now, for the checks; the transaction reads the products whole again, as they are when it writes.
  const owned = await db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.sku', 'products.handle'])
    .execute();
  crossChecks(reading, new Map(owned.map((o) => [o.sku, o.handle])));

  const products: FeedProduct[] = [];
  const pictures = new Map<string, Picture>();
  for (const read of reading.products) {
    if (read.product) {
      const { product, notes } = withKnownFacets(read.product, {
        line: read.line,
        column: format === 'csv' ? 'Tags' : null,
      });
      report.notes.push(...notes);
      const picture = await localPicture(product, options.localFolder, report);
      if (picture && 'problem' in picture)
        read.problems.push({
          line: read.line,
          column: format === 'csv' ? 'Image Src' : 'images',
          handle: read.handle,
          message: picture.problem,
        });
      else {
        if (picture) pictures.set(product.handle, picture);
        products.push(product);
        continue;
      }
    }
    report.problems.push(...read.problems);
    report.skipped.push({ handle: read.handle, line: read.line });
  }
  report.problems.unshift(...reading.fileProblems);
  report.refused = reading.fileProblems.length > 0 || (report.problems.length > 0 && !options.skipInvalid);
  if (report.refused) {
    report.skipped = [];
    await keepReport(db, actor, report, now);
    return report;
  }
  const stamp = now.toISOString();
  await db.transaction().execute((trx) => write(trx, products, pictures, options, actor, report, stamp));
  report.applied = report.created + report.updated + report.unpublished > 0;
  await keepReport(db, actor, report, now);
  if (report.applied) await announce(IMPORT_CACHE_KEYS);
  return report;
}

/** Every import is kept with its report (the Import page lists them) and in the audit trail. */
async function keepReport(db: Db, actor: Actor, report: ImportReport, now: Date): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('catalogue_imports')
    .values({
      id,
      file_name: report.fileName.slice(0, 255),
      format: report.format,
      actor_email: actor.email,
      applied: report.applied ? 1 : 0,
      report: JSON.stringify({ ...report, problems: report.problems.slice(0, 500), notes: report.notes.slice(0, 500) }),
      created_at: now.toISOString(),
    })
    .execute();
  await recordAction(
    db,
    actor,
    report.refused ? 'catalogue.import_refused' : 'catalogue.imported',
    { type: 'catalogue', id },
    { file: report.fileName, created: report.created, updated: report.updated, unpublished: report.unpublished },
    now,
  );
}
