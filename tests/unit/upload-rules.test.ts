import { describe, expect, it } from 'vitest';
import {
  beforeUpload,
  formatBytes,
  formatRefusal,
  MAX_UPLOAD_BYTES,
  uploadFormat,
} from '../../src/lib/images/upload-rules';

describe('what an editor may upload (issue "Content studio": JPEG, PNG, WebP or AVIF, at most 5 MB; SVG refused)', () => {
  it('accepts the four web formats by what the decoder found, AVIF only with AV1 inside', () => {
    expect(['jpeg', 'png', 'webp'].map((f) => uploadFormat(f))).toEqual(['jpeg', 'png', 'webp']);
    expect(uploadFormat('heif', 'av1')).toBe('avif');
    expect(uploadFormat('heif', 'hevc')).toBeNull(); // HEIC
    for (const format of ['svg', 'gif', 'tiff', 'pdf', 'jp2', undefined]) expect(uploadFormat(format)).toBeNull();
  });

  it('says why a format is refused, and what to upload instead', () => {
    expect(formatRefusal('svg')).toBe(
      'SVG images are not accepted: they can carry script. Upload a JPEG, PNG, WebP or AVIF image.',
    );
    expect(formatRefusal('gif')).toBe('GIF images are not accepted. Upload a JPEG, PNG, WebP or AVIF image.');
    expect(formatRefusal(undefined)).toBe('This file is not accepted. Upload a JPEG, PNG, WebP or AVIF image.');
  });

  it('writes sizes as editors read them', () => {
    expect([
      formatBytes(900),
      formatBytes(1536),
      formatBytes(MAX_UPLOAD_BYTES),
      formatBytes(6.25 * 1024 * 1024),
    ]).toEqual(['900 bytes', '1.5 KB', '5 MB', '6.3 MB']);
  });

  it('keeps a file in the browser that is plainly too large or not an accepted image, and sends the rest', () => {
    expect(beforeUpload({ size: MAX_UPLOAD_BYTES + 1, type: 'image/png' })).toBe(
      'The file is 5.1 MB; the largest image is 5 MB.',
    );
    expect(beforeUpload({ size: 7 * 1024 * 1024, type: 'image/jpeg' })).toBe(
      'The file is 7 MB; the largest image is 5 MB.',
    );
    expect(beforeUpload({ size: 100, type: 'image/svg+xml' })).toMatch(/^SVG images are not accepted/);
    expect(beforeUpload({ size: 100, type: 'application/pdf' })).toMatch(/^This file is not accepted/);
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', ''])
      expect(beforeUpload({ size: MAX_UPLOAD_BYTES, type }), type).toBeNull();
  });
});
