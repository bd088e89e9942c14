// POST /api/account/pets/photo, multipart/form-data with `file` (issue 42 §1): a photo for a pet, a JPEG, PNG, WebP or
// AVIF image of at most 5 MB as the studio's uploads, proved by decoding it and kept without its metadata. The answer's
// `photo.id` is what create and update take as `photoId`.
import { fieldRefusal, petPhotoEndpoint } from '../../../../lib/http/pets-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';
import { uploadPetPhoto } from '../../../../lib/pets/photos.server';

export const { POST, ALL } = petPhotoEndpoint(async (db, user, form) => {
  const file = form.get('file');
  if (!(file instanceof File)) return fieldRefusal('file', 'send the photo as a file in the field "file"');
  const uploaded = await uploadPetPhoto(db, user.id, Buffer.from(await file.arrayBuffer()));
  if (!uploaded.ok)
    return errorResponse(uploaded.code, uploaded.message, [{ path: ['file'], message: uploaded.message }]);
  return { photo: uploaded.photo };
});
