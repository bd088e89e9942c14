// Which /_image query strings the endpoint answers: exactly the ones the shop's own pages build (imagePath in
// buckets.ts, used by CmsImage through src/integrations/image-service.mjs, by islands and by rich text), and nothing else.
// Each distinct query string was a new sharp job, so any width, quality or format a guest made up cost the server a
// picture of that size: now every job is one some page asks for, and there are few of them per image.
import { IMAGE_FORMAT, IMAGE_WIDTHS } from './buckets';

/** The parameters a page's address carries, each exactly once. */
export const IMAGE_PARAMS = ['href', 'w', 'f'] as const;
/** The formats /_image makes. Pages only ask for WebP (spec 001 §9). */
export const IMAGE_FORMATS = [IMAGE_FORMAT] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type AskedImage = { id: string; width: number; format: ImageFormat };
export type ImageRequestRefusal = { param: string; message: string };

const STORE_SOURCE = /^\/cms\/([\w.-]{1,120})$/;
const WHOLE_NUMBER = /^[1-9]\d{0,5}$/;

/** The image and size a /_image query asks for, or why no page would ask it. */
export function readImageRequest(
  query: URLSearchParams,
): ({ ok: true } & AskedImage) | ({ ok: false } & ImageRequestRefusal) {
  const refuse = (param: string, message: string) => ({ ok: false as const, param, message });
  const names = [...query.keys()];
  for (const name of names) {
    if (!(IMAGE_PARAMS as readonly string[]).includes(name))
      return refuse(name, `/_image takes only ${IMAGE_PARAMS.join(', ')}`);
    if (query.getAll(name).length > 1) return refuse(name, 'give it once');
  }
  const missing = IMAGE_PARAMS.find((name) => !query.has(name));
  if (missing) return refuse(missing, 'required');

  const id = STORE_SOURCE.exec(query.get('href')!)?.[1];
  if (!id) return refuse('href', 'an image of the store, /cms/{id}');
  const w = query.get('w')!;
  const width = Number(w);
  if (!WHOLE_NUMBER.test(w) || !IMAGE_WIDTHS.includes(width))
    return refuse('w', `one of the widths the shop's pages use: ${IMAGE_WIDTHS.join(', ')}`);
  const format = IMAGE_FORMATS.find((made) => made === query.get('f'));
  if (!format) return refuse('f', `one of ${IMAGE_FORMATS.join(', ')}`);
  return { ok: true, id, width, format };
}

/** One key for one picture, however its query string was written. */
export const askedImageKey = (asked: AskedImage): string => `${asked.id}?w=${asked.width}&f=${asked.format}`;
