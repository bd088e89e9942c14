// Adding, changing and removing a pet from My Pets (issue 42 §1): the pet service's rules, and first that a photo named
// is one the same customer uploaded, so nobody can show another customer's picture on their pet; a photo no pet shows
// any more leaves the image store.
import type { Db } from '../db/connect.server';
import { dropUnusedPhoto, isOwnPhoto } from './photos.server';
import { createPet, deletePet, updatePet, type PetOutcome } from './pets.server';
import type { PetInput } from './types';

const notYourPhoto: PetOutcome = {
  ok: false,
  code: 'INVALID',
  problem: { field: 'photoId', message: 'That photo is not one of yours' },
};

const photoAllowed = async (db: Db, userId: string, input: PetInput) =>
  input.photoId === undefined || (await isOwnPhoto(db, userId, input.photoId));

export async function addPet(db: Db, userId: string, input: PetInput, now = new Date()): Promise<PetOutcome> {
  if (!(await photoAllowed(db, userId, input))) return notYourPhoto;
  return createPet(db, userId, input, now);
}

export async function changePet(
  db: Db,
  userId: string,
  id: string,
  input: PetInput,
  now = new Date(),
): Promise<PetOutcome> {
  if (!(await photoAllowed(db, userId, input))) return notYourPhoto;
  const before = await photoOf(db, userId, id);
  const outcome = await updatePet(db, userId, id, input, now);
  if (outcome.ok && before && before !== input.photoId) await dropUnusedPhoto(db, userId, before);
  return outcome;
}

/** Removes the customer's pet and its photo; false when the customer has no such pet. */
export async function removePet(db: Db, userId: string, id: string): Promise<boolean> {
  const before = await photoOf(db, userId, id);
  const gone = await deletePet(db, userId, id);
  if (gone && before) await dropUnusedPhoto(db, userId, before);
  return gone;
}

async function photoOf(db: Db, userId: string, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('pets')
    .select('photo_id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.photo_id ?? null;
}
