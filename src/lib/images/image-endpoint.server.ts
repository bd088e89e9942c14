// The /_image endpoint (astro.config.mjs `image.endpoint`): Astro's configured image service (sharp, webp) through
// its public API, reading its sources from the shop's image store, so images drawn at seed time or added by editors
// are resized and converted like any other. Only /cms/{id} sources are served; anything else is a 404.
import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { getDb } from '../db/instance.server';
import { TtlCache } from '../site/cache';
import { registerCache } from '../site/cache-registry';
import { getImage, imageBytes, type StoredImage } from './images.server';
import { imageWork } from './image-work.server';

const cmsId = (src: string) => /^\/cms\/([\w.-]{1,120})$/.exec(src)?.[1];

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', svg: 'image/svg+xml' };

type Resized = { data: Uint8Array; format: string; etag: string } | 'invalid';

// A resize costs sharp 50-300 ms of a core, and a page asks for a dozen at once: a hero image queued behind the
// cards' took a second to arrive. Each size is made once per instance. Stored images never change under their id
// (an upload is a new id), so a kept size stays right; the count bound keeps made-up query strings from piling up.
const resized = new TtlCache<Resized>(60 * 60_000, Date.now, 400);
registerCache('image-sizes', resized); // keys `image-sizes:{id}?{query}`

async function resize(image: StoredImage, url: URL): Promise<Resized> {
  const service = await getConfiguredImageService();
  if (!('transform' in service) || !service.transform) throw new Error('The image service does not transform images');
  const transform = await service.parseURL(url, imageConfig);
  if (!transform?.src) return 'invalid';
  const { data, format } = await imageWork(() => service.transform(imageBytes(image), transform, imageConfig));
  return { data, format, etag: `"${createHash('sha1').update(data).digest('base64url')}"` };
}

export const GET: APIRoute = async ({ url }) => {
  const id = cmsId(url.searchParams.get('href') ?? '');
  const image = id ? await getImage(await getDb(), id) : null;
  if (!image) return new Response('Not found', { status: 404 });
  const made = await resized.get(`${image.id}${url.search}`, () => resize(image, url));
  if (made === 'invalid') return new Response('Invalid request', { status: 400 });
  return new Response(new Uint8Array(made.data), {
    headers: {
      'Content-Type': CONTENT_TYPES[made.format] ?? `image/${made.format}`,
      'Cache-Control': 'public, max-age=31536000',
      ETag: made.etag,
    },
  });
};
