// The /_image endpoint (astro.config.mjs `image.endpoint`): Astro's configured image service (sharp, webp) through
// its public API, reading its sources from the shop's image store, so images drawn at seed time or added by editors
// are resized and converted like any other. Only /cms/{id} sources are served; anything else is a 404.
import { createHash } from 'node:crypto';
import type { APIRoute } from 'astro';
import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { getDb } from '../db/instance.server';
import { getImage, imageBytes } from './images.server';

const cmsId = (src: string) => /^\/cms\/([\w.-]{1,120})$/.exec(src)?.[1];

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', svg: 'image/svg+xml' };

export const GET: APIRoute = async ({ url }) => {
  const id = cmsId(url.searchParams.get('href') ?? '');
  const image = id ? await getImage(await getDb(), id) : null;
  if (!image) return new Response('Not found', { status: 404 });
  const service = await getConfiguredImageService();
  if (!('transform' in service) || !service.transform) throw new Error('The image service does not transform images');
  const transform = await service.parseURL(url, imageConfig);
  if (!transform?.src) return new Response('Invalid request', { status: 400 });
  const { data, format } = await service.transform(imageBytes(image), transform, imageConfig);
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': CONTENT_TYPES[format] ?? `image/${format}`,
      'Cache-Control': 'public, max-age=31536000',
      ETag: `"${createHash('sha1').update(data).digest('base64url')}"`,
    },
  });
};
