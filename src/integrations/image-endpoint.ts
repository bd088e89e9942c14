// GET /_image?href=/cms/{id}&w={width}&f=webp (astro.config.mjs `image.endpoint`): a store image at a width the shop's
// pages ask for. Any other query string is 400 before any work starts, an image the store does not have 404; a
// client that left before its picture was started gets none made.
import type { APIRoute } from 'astro';
import { getDb } from '../lib/db/instance.server';
import { errorResponse } from '../lib/http/errors';
import { resizedImage } from '../lib/images/image-endpoint.server';
import { readImageRequest } from '../lib/images/image-requests';
import { Abandoned } from '../lib/site/work-queue';

// Nobody reads this answer: the client closed its connection.
const clientGone = () => new Response(null, { status: 499 });

export const GET: APIRoute = async ({ url, request }) => {
  const asked = readImageRequest(url.searchParams);
  if (!asked.ok)
    return errorResponse('BAD_REQUEST', `${asked.param}: ${asked.message}`, [
      { path: [asked.param], message: asked.message },
    ]);
  if (request.signal.aborted) return clientGone();
  let picture;
  try {
    picture = await resizedImage(await getDb(), asked, request.signal);
  } catch (error) {
    if (error instanceof Abandoned) return clientGone();
    throw error;
  }
  if (!picture) return errorResponse('NOT_FOUND', 'The store has no such image');
  return new Response(new Uint8Array(picture.data), {
    headers: {
      'Content-Type': picture.contentType,
      'Cache-Control': 'public, max-age=31536000',
      ETag: picture.etag,
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
