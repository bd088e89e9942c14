// Images the shop serves at /cms/{id}: drawn at seed time (products, the home page), added by editors, or a customer's
// pet photo (issue 42), which the library leaves out.
// `body` holds SVG as text and every raster format (PNG, JPEG, WebP, AVIF) as base64.
import { sql } from 'kysely';
import type { Db } from '../db/connect.server';
import { containsPattern, lowerLike } from '../db/like';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { libraryImageFromRow, type LibraryImage } from './rows';

export type StoredImage = { id: string; format: string; width: number; height: number; alt: string; body: string };

const MIME: Record<string, string> = { svg: 'image/svg+xml' };
export const mimeOf = (format: string) => MIME[format] ?? `image/${format}`;
export const isImageId = (id: string) => /^[\w.-]{1,120}$/.test(id);

/** The image's file as bytes. */
export const imageBytes = (image: StoredImage): Buffer =>
  Buffer.from(image.body, image.format === 'svg' ? 'utf8' : 'base64');

// At most 200 images (and answers of "no such image"), so ids made up by anyone cannot grow it without end.
const cache = new TtlCache<StoredImage | null>(300_000, Date.now, 200);
registerCache('images', cache); // keys `images:{id}`

/** A customer's pet photo (issue 42): read afresh each time, so one its owner removes is gone at once everywhere. */
const isPetPhoto = (id: string) => id.startsWith('pet-');

export function getImage(db: Db, id: string): Promise<StoredImage | null> {
  if (!isImageId(id)) return Promise.resolve(null);
  const read = async () =>
    (await db
      .selectFrom('images')
      .select(['id', 'format', 'width', 'height', 'alt', 'body'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null;
  return isPetPhoto(id) ? read() : cache.get(id, read);
}

/** The library's newest images, and how many match; `q` finds words in an image's id or its alt text. */
export async function listImages(
  db: Db,
  filter: { q?: string | undefined; limit: number },
): Promise<{ images: LibraryImage[]; total: number }> {
  // Customers' pet photos are theirs, not the editors' to place on pages.
  let matching = db.selectFrom('images').where('id', 'not in', db.selectFrom('pet_photos').select('image_id'));
  for (const word of (filter.q ?? '').trim().split(/\s+/).filter(Boolean)) {
    const pattern = containsPattern(word);
    matching = matching.where((eb) => eb.or([lowerLike('id', pattern), lowerLike('alt', pattern)]));
  }
  const query = matching
    .select(['id', 'format', 'width', 'height', 'alt', 'updated_at'])
    .select(sql<number>`length(body)`.as('body_length'))
    .select(sql<number>`length(rtrim(body, '='))`.as('unpadded_length'));
  const [rows, count] = await Promise.all([
    query.orderBy('updated_at', 'desc').orderBy('id').limit(filter.limit).execute(),
    matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { images: rows.map(libraryImageFromRow), total: Number(count.n) };
}

/** A new image in the store, inside the caller's transaction. */
export async function insertImage(
  db: Db,
  image: { id: string; format: string; width: number; height: number; alt: string; bytes: Buffer },
  at: string,
): Promise<LibraryImage> {
  const { bytes, ...rest } = image;
  const body = bytes.toString('base64');
  await db
    .insertInto('images')
    .values({ ...rest, body, updated_at: at })
    .execute();
  const unpadded = body.replace(/=+$/, '').length;
  return libraryImageFromRow({ ...rest, body_length: body.length, unpadded_length: unpadded, updated_at: at });
}
