// An editor's upload, checked by decoding it: the file must be a whole JPEG, PNG, WebP or AVIF image of at most 5 MB.
// A file that only claims to be one (a renamed SVG, a truncated JPEG, a polyglot) fails here and is never stored.
// What is stored is the picture without its metadata: a phone's photo carries where it was taken (EXIF GPS), the
// camera and more, and /cms/{id} gives the original to anyone.
import type sharp from 'sharp';
import { openImage } from './decode.server';
import {
  ACCEPTED_TEXT,
  formatRefusal,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  tooLargeMessage,
  uploadFormat,
  type UploadFormat,
} from './upload-rules';
import { imageWork } from './image-work.server';

/** The file to store, its format, and its size as stored (and shown). */
export type DecodedUpload = { format: UploadFormat; width: number; height: number; bytes: Buffer };
export type UploadRefusal = { code: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE'; message: string };

// Each format is written again near the quality it came in; PNG stays lossless.
const REWRITE: Record<UploadFormat, sharp.OutputOptions | sharp.JpegOptions | sharp.WebpOptions | sharp.AvifOptions> = {
  jpeg: { quality: 90 },
  png: {},
  webp: { quality: 90 },
  // Writing AVIF is slow: the least effort keeps an editor's upload from holding an image slot for long.
  avif: { quality: 70, effort: 1 },
};

/** Whether sharp finds any metadata in the file, or an orientation to apply. */
const carriesMetadata = (metadata: sharp.Metadata) =>
  Boolean(
    metadata.exif ||
      metadata.xmp ||
      metadata.iptc ||
      metadata.tifftagPhotoshop ||
      metadata.comments?.length ||
      (metadata.orientation ?? 1) !== 1,
  );

/**
 * The picture turned upright as its EXIF orientation says, written again without any metadata (no EXIF, XMP, IPTC,
 * comments or ICC profile: its colours are converted to sRGB, as browsers show them). AVIF without metadata is kept
 * as it came, since writing it again costs seconds and would change nothing sharp can see.
 */
async function withoutMetadata(
  bytes: Buffer,
  format: UploadFormat,
  metadata: sharp.Metadata,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (format === 'avif' && !carriesMetadata(metadata))
    return { bytes, width: metadata.width!, height: metadata.height! };
  const { data, info } = await imageWork(() =>
    openImage(bytes).rotate().toFormat(format, REWRITE[format]).toBuffer({ resolveWithObject: true }),
  );
  return { bytes: data, width: info.width, height: info.height };
}

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
    metadata = await imageWork(() => openImage(bytes).metadata());
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
    await imageWork(() => openImage(bytes).resize(32, 32, { fit: 'inside' }).raw().toBuffer());
    return { ok: true, format, ...(await withoutMetadata(bytes, format, metadata)) };
  } catch {
    return { ok: false, ...unreadable() };
  }
}
