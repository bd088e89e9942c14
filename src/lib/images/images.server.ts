// Images the shop serves at /cms/{id}: drawn at seed time (products, the home page) or added by editors.
// `body` holds SVG as text and every raster format (PNG, JPEG, WebP, AVIF) as base64.
import type { Db } from '../db/connect.server';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';

export type StoredImage = { id: string; format: string; width: number; height: number; alt: string; body: string };

const MIME: Record<string, string> = { svg: 'image/svg+xml' };
export const mimeOf = (format: string) => MIME[format] ?? `image/${format}`;
export const isImageId = (id: string) => /^[\w.-]{1,120}$/.test(id);

/** The image's file as bytes. */
export const imageBytes = (image: StoredImage): Buffer =>
  Buffer.from(image.body, image.format === 'svg' ? 'utf8' : 'base64');

const cache = new TtlCache<StoredImage | null>(300_000);
registerCache('images', cache); // keys `images:{id}`

export function getImage(db: Db, id: string): Promise<StoredImage | null> {
  if (!isImageId(id)) return Promise.resolve(null);
  return cache.get(
    id,
    async () =>
      (await db
        .selectFrom('images')
        .select(['id', 'format', 'width', 'height', 'alt', 'body'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? null,
  );
}
