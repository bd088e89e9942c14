// The pictures /_image answers with (src/integrations/image-endpoint.ts is the route): an image of the shop's store
// (/cms/{id}) at one of the widths the pages ask for (image-requests.ts decides which), as WebP, made with sharp in
// the image queue. Images drawn at seed time or added by editors are resized alike.
import { createHash } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { Abandoned } from '../site/work-queue';
import { openImage } from './decode.server';
import { askedImageKey, type AskedImage } from './image-requests';
import { getImage, imageBytes, mimeOf, type StoredImage } from './images.server';
import { imageWork } from './image-work.server';

export type Resized = { data: Uint8Array; contentType: string; etag: string };

// A resize costs sharp a noticeable share of a core, and a page asks for a dozen at once: a hero image queued behind
// the cards' arrived late. Each size is made once per instance. Stored images never change under their id
// (an upload is a new id), so a kept size stays right. What is kept is bounded by its bytes, since a wide picture
// weighs a hundred small ones.
const MAX_KEPT_BYTES = 64 * 1024 * 1024;
const resized = new TtlCache<Resized>(60 * 60_000, Date.now, 2_000, {
  max: MAX_KEPT_BYTES,
  of: (picture) => picture.data.byteLength,
});
registerCache('image-sizes', resized); // keys `image-sizes:{id}?w={width}&f={format}`

async function resize(image: StoredImage, asked: AskedImage): Promise<Resized> {
  const { data, info } = await openImage(imageBytes(image))
    .rotate() // upright, as the original shows (uploads are stored upright already; older ones may not be)
    .resize({ width: asked.width, withoutEnlargement: true })
    .toFormat(asked.format)
    .toBuffer({ resolveWithObject: true });
  // The type says what the bytes are, whatever was asked.
  return { data, contentType: mimeOf(info.format), etag: `"${createHash('sha1').update(data).digest('base64url')}"` };
}

/**
 * The picture asked for, or null when the store has no such image. The job is abandoned, and `Abandoned` thrown, when
 * the signal (the client's request) aborts before the job starts.
 */
export async function resizedImage(db: Db, asked: AskedImage, signal: AbortSignal): Promise<Resized | null> {
  const image = await getImage(db, asked.id);
  if (!image) return null;
  for (;;) {
    try {
      return await resized.get(askedImageKey(asked), () => imageWork(() => resize(image, asked), signal));
    } catch (error) {
      // Readers of one key share one job: when the request that queued it left first, this one queues its own.
      if (!(error instanceof Abandoned) || signal.aborted) throw error;
    }
  }
}
