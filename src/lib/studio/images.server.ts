// The studio's image library: an upload is decoded and checked (images/uploads.server.ts), then stored with its audit
// row in one transaction. Images live in the database, so every instance serves a new one at /cms/{id} at once.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { insertImage } from '../images/images.server';
import type { LibraryImage } from '../images/rows';
import { decodeUpload, type UploadRefusal } from '../images/uploads.server';
import type { Editor } from './rules';
import { audit } from './audit.server';

export async function uploadImage(
  db: Db,
  editor: Editor,
  input: { bytes: Buffer; alt: string },
  now = new Date(),
): Promise<{ ok: true; image: LibraryImage } | ({ ok: false } & UploadRefusal)> {
  const decoded = await decodeUpload(input.bytes);
  if (!decoded.ok) return decoded;
  const at = now.toISOString();
  const id = `img-${randomUUID()}`;
  const image = await db.transaction().execute(async (trx) => {
    const stored = await insertImage(
      trx,
      {
        id,
        format: decoded.format,
        width: decoded.width,
        height: decoded.height,
        alt: input.alt,
        bytes: decoded.bytes,
      },
      at,
    );
    // The activity log names the image by its description (an audit key holds at most 200 characters).
    const key = input.alt.slice(0, 120) || id;
    await audit(trx, editor, 'upload', { id, type: 'image', key }, { fromVersion: null, toVersion: null }, at);
    return stored;
  });
  return { ok: true, image };
}
