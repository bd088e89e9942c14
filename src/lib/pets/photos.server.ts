// A pet's photo (issue 42 §1): checked and stripped of its metadata as an editor's upload is (images/uploads.server.ts),
// kept in the image store and recorded as the customer's own, so a pet can only show a photo its owner uploaded.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { insertImage } from '../images/images.server';
import { decodeUpload, type UploadRefusal } from '../images/uploads.server';

export type PetPhoto = { id: string; url: string; width: number; height: number };

export async function uploadPetPhoto(
  db: Db,
  userId: string,
  bytes: Buffer,
  now = new Date(),
): Promise<{ ok: true; photo: PetPhoto } | ({ ok: false } & UploadRefusal)> {
  const decoded = await decodeUpload(bytes);
  if (!decoded.ok) return decoded;
  const at = now.toISOString();
  const id = `pet-${randomUUID()}`;
  const image = await db.transaction().execute(async (trx) => {
    const stored = await insertImage(
      trx,
      { id, format: decoded.format, width: decoded.width, height: decoded.height, alt: '', bytes: decoded.bytes },
      at,
    );
    await trx.insertInto('pet_photos').values({ image_id: id, user_id: userId, created_at: at }).execute();
    return stored;
  });
  return { ok: true, photo: { id, url: image.url, width: image.width, height: image.height } };
}

/** Whether the customer uploaded this photo. */
export async function isOwnPhoto(db: Db, userId: string, photoId: string): Promise<boolean> {
  const row = await db
    .selectFrom('pet_photos')
    .select('image_id')
    .where('image_id', '=', photoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a photo out of the image store once none of the customer's pets shows it (the pet was removed, or given
 * another photo), so a picture a customer took away is no longer served.
 */
export async function dropUnusedPhoto(db: Db, userId: string, photoId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom('pets')
      .select('id')
      .where('user_id', '=', userId)
      .where('photo_id', '=', photoId)
      .executeTakeFirst();
    if (used) return;
    const mine = await trx
      .deleteFrom('pet_photos')
      .where('image_id', '=', photoId)
      .where('user_id', '=', userId)
      .returning('image_id')
      .executeTakeFirst();
    if (mine) await trx.deleteFrom('images').where('id', '=', photoId).execute();
  });
}
