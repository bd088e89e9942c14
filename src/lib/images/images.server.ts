// Images the shop serves at /cms/{id}: drawn for products at seed time or shipped in src/content/images.
import type { Db } from '../db/connect.server';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';

export type StoredImage = { id: string; format: string; width: number; height: number; alt: string; body: string };

const MIME: Record<string, string> = { svg: 'image/svg+xml' };
export const mimeOf = (format: string) => MIME[format] ?? `image/${format}`;
export const isImageId = (id: string) => /^[\w.-]{1,120}$/.test(id);

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
