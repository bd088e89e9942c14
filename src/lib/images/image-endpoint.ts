// The /_image endpoint: Astro's own transform (sharp, webp), reading its sources from the shop's image store, so
// images drawn at seed time or added by editors are resized and converted like any other.
import type { APIRoute } from 'astro';
import { handleImageRequest } from 'astro/assets/endpoint/shared';
import { getDb } from '../db/instance.server';
import { getImage } from './images.server';

const cmsId = (src: string) => /^\/cms\/([\w.-]{1,120})$/.exec(src)?.[1];

async function loadLocalImage(src: string): Promise<Buffer | undefined> {
  const id = cmsId(src);
  const image = id ? await getImage(await getDb(), id) : null;
  return image ? Buffer.from(image.body) : undefined;
}

export const GET: APIRoute = async ({ request, url }) => {
  const href = url.searchParams.get('href') ?? '';
  const id = cmsId(href);
  if (!id || !(await getImage(await getDb(), id))) return new Response('Not found', { status: 404 });
  return handleImageRequest({ request, loadLocalImage });
};
