// An editor's upload, checked by decoding it: the file must be a whole JPEG, PNG, WebP or AVIF image of at most 5 MB.
// A file that only claims to be one (a renamed SVG, a truncated JPEG, a polyglot) fails here and is never stored.
import sharp from 'sharp';
import {
  ACCEPTED_TEXT,
  formatRefusal,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  orientedSize,
  tooLargeMessage,
  uploadFormat,
  type UploadFormat,
} from './upload-rules';
import { imageWork } from './image-work.server';

export type DecodedUpload = { format: UploadFormat; width: number; height: number };
export type UploadRefusal = { code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'; message: string };

const options = { failOn: 'truncated', limitInputPixels: MAX_UPLOAD_PIXELS } as const;
const unreadable = (): UploadRefusal => ({
  code: 'BAD_REQUEST',
  message: `The file is not an image that can be read. ${ACCEPTED_TEXT}.`,
});

export async function decodeUpload(
  bytes: Buffer,
): Promise<({ ok: true } & DecodedUpload) | ({ ok: false } & UploadRefusal)> {
  if (bytes.length === 0) return { ok: false, code: 'BAD_REQUEST', message: 'The file is empty.' };
  if (bytes.length > MAX_UPLOAD_BYTES)
    return {
      ok: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: tooLargeMessage(bytes.length),
    };
  let metadata: sharp.Metadata;
  try {
    metadata = await imageWork(() => sharp(bytes, options).metadata());
  } catch {
    return { ok: false, ...unreadable() };
  }
  const format = uploadFormat(metadata.format, metadata.compression);
  if (!format) return { ok: false, code: 'BAD_REQUEST', message: formatRefusal(metadata.format) };
  if (!metadata.width || !metadata.height) return { ok: false, ...unreadable() };
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS)
    return {
      ok: false,
      code: 'BAD_REQUEST',
      message: `The image is ${metadata.width} × ${metadata.height} pixels; the largest is ${MAX_UPLOAD_PIXELS / 1e6} million pixels.`,
    };
  try {
    // Decoding every pixel (into a thumbnail, so memory stays small) proves the whole file is an image.
    await imageWork(() => sharp(bytes, options).resize(32, 32, { fit: 'inside' }).raw().toBuffer());
  } catch {
    return { ok: false, ...unreadable() };
  }
  return { ok: true, format, ...orientedSize(metadata.width, metadata.height, metadata.orientation) };
}
