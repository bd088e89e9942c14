import type { APIRoute } from 'astro';
import { getDb } from '../../lib/db/instance.server';
import { getImage, imageBytes, mimeOf } from '../../lib/images/images.server';

// The original of an image in the shop's image store (spec 000 §7 "sourced from the content system's assets at /cms/{id}").
export const GET: APIRoute = async ({ params }) => {
  const image = await getImage(await getDb(), params.id ?? '');
  if (!image) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(imageBytes(image)), {
    headers: {
      'content-type': mimeOf(image.format),
      'cache-control': 'public, max-age=86400',
      // An image is data, never a document that runs script (SVG could).
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
};
