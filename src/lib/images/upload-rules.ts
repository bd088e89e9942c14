// What an editor may add to the image store (issue "Content studio": JPEG, PNG, WebP or AVIF of at most 5 MB, proved
// by decoding it; SVG and anything else refused). Pure, so tested alone; uploads.server.ts does the decoding.

export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The largest file an editor may upload: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** More pixels than any photo for the web needs; past it, decoding alone would take too much memory. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
export const MAX_ALT_LENGTH = 300;

export const ACCEPTED_TEXT = 'Upload a JPEG, PNG, WebP or AVIF image';

/**
 * The store's name for a decoded image's format, or null when it is not one an editor may upload. The decoder calls
 * AVIF `heif` with AV1 compression; HEIC (HEVC inside the same container) is not a web format.
 */
export function uploadFormat(format: string | undefined, compression?: string): UploadFormat | null {
  if (format === 'heif') return compression === 'av1' ? 'avif' : null;
  return format === 'jpeg' || format === 'png' || format === 'webp' ? format : null;
}

/** Why a decoded format is refused, in the editor's words. */
export function formatRefusal(format: string | undefined): string {
  if (format === 'svg') return `SVG images are not accepted: they can carry script. ${ACCEPTED_TEXT}.`;
  return `${format ? `${format.toUpperCase()} images are` : 'This file is'} not accepted. ${ACCEPTED_TEXT}.`;
}

/** 5242880 → "5 MB", 1536 → "1.5 KB": a size as editors read it, rounded up, so a file over a limit never reads as it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${Math.ceil(value * 10) / 10} ${unit}`;
}

export const tooLargeMessage = (bytes: number) =>
  `The file is ${formatBytes(bytes)}; the largest image is ${formatBytes(MAX_UPLOAD_BYTES)}.`;

/** What a file picker offers; the server decides by decoding, whatever a file's name or type says. */
export const UPLOAD_MEDIA_TYPES = UPLOAD_FORMATS.map((format) => `image/${format}`);

/** Why a chosen file need not be sent at all (too large, or plainly not an accepted image), or null. */
export function beforeUpload(file: { size: number; type: string }): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeMessage(file.size);
  if (file.type === 'image/svg+xml') return formatRefusal('svg');
  if (file.type !== '' && !UPLOAD_MEDIA_TYPES.includes(file.type)) return formatRefusal(undefined);
  return null;
}
