// Gives every product of the seed catalogue its content (product-content.ts) when it has none: on a new database and
// on one made before product content existed, so an upgrade shows it too. An entry an editor has made or changed is
// never touched, and racing instances insert each once.
import { randomUUID } from 'node:crypto';
import catalogue from '../../content/catalogue.json';
import type { Db } from '../db/connect.server';
import { recordFirstVersions } from '../studio/first-versions.server';
import { drawBack, drawPanel, drawTexture } from '../catalog/gallery-art';
import { insertAll } from './insert-all.server';
import type { ProductContent } from '../content/product-content';
import { rasterise } from '../images/raster.server';
import {
  galleryImageId,
  GALLERY_VIEWS,
  seedProductContent,
  type GalleryView,
  type SeedProduct,
} from './product-content';

const DRAW: Record<GalleryView, typeof drawBack> = { back: drawBack, food: drawTexture, panel: drawPanel };
// Drawn at 600 px and kept at 1280, as the front is (catalogue.server.ts): the page's 600 px at density 2.
const IMAGE_SIZE = 1280;

/** The drawn pictures of a product's gallery beyond its front, as rows of the image library. */
const galleryImages = (product: SeedProduct, content: ProductContent, stamp: string) =>
  Promise.all(
    GALLERY_VIEWS.map(async ({ view, alt }) => ({
      id: galleryImageId(product.handle, view),
      format: 'png',
      width: IMAGE_SIZE,
      height: IMAGE_SIZE,
      alt: `${product.title}: ${alt}`,
      body: await rasterise(DRAW[view]({ ...product, content }), 600, IMAGE_SIZE),
      updated_at: stamp,
    })),
  );

export async function seedProductContents(db: Db, now = new Date()): Promise<number> {
  const have = new Set(
    (await db.selectFrom('content_entries').select('key').where('type', '=', 'product_content').execute()).map(
      (row) => row.key,
    ),
  );
  const stamp = now.toISOString();
  const missing = (catalogue.products as SeedProduct[]).filter((p) => !have.has(p.handle));
  if (missing.length === 0) return 0;
  const made = missing.map((product) => ({ product, content: seedProductContent(product) }));
  const rows = made.map(({ product, content }) => ({
    id: randomUUID(),
    type: 'product_content',
    key: product.handle,
    site: 'ALL' as const,
    status: 'published' as const,
    position: 0,
    data: JSON.stringify(content),
    updated_at: stamp,
  }));
  const images = (await Promise.all(made.map(({ product, content }) => galleryImages(product, content, stamp)))).flat();
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'images', images, 50);
    await insertAll(trx, 'content_entries', rows);
    await recordFirstVersions(trx);
  });
  return rows.length;
}
