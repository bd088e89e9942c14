// POST /api/cms/v1.0/admin/upload-image, multipart/form-data with `file` and an optional `alt` (API.md "Content
// studio"): a JPEG, PNG, WebP or AVIF image of at most 5 MB, proved by decoding it, stored for every instance to serve
// at /cms/{id}. Anything else is 400 (413 over the size) and nothing is stored.
import { editorUploadEndpoint } from '../../../../../lib/http/editor-endpoint.server';
import { errorResponse } from '../../../../../lib/http/errors';
import { MAX_ALT_LENGTH } from '../../../../../lib/images/upload-rules';
import { uploadImage } from '../../../../../lib/studio/images.server';

const fieldError = (field: string, message: string) =>
  errorResponse('BAD_REQUEST', `${field}: ${message}`, [{ path: [field], message }]);

export const { POST, ALL } = editorUploadEndpoint(async (db, editor, form) => {
  const file = form.get('file');
  if (!(file instanceof File)) return fieldError('file', 'send the image as a file in the field "file"');
  const alt = form.get('alt') ?? '';
  if (typeof alt !== 'string') return fieldError('alt', 'send the description as text');
  if (alt.length > MAX_ALT_LENGTH) return fieldError('alt', `at most ${MAX_ALT_LENGTH} characters`);
  if (alt.includes('\u0000')) return fieldError('alt', 'may not hold NUL characters');
  const uploaded = await uploadImage(db, editor, { bytes: Buffer.from(await file.arrayBuffer()), alt: alt.trim() });
  if (!uploaded.ok)
    return errorResponse(uploaded.code, uploaded.message, [{ path: ['file'], message: uploaded.message }]);
  const { id, url, width, height, format } = uploaded.image;
  return { image: { id, url, width, height, format, alt: uploaded.image.alt } };
});
