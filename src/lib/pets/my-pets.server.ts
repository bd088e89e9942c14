// Adding and changing a pet from My Pets (issue 42 §1): the pet service's rules, and first that a photo named is one
// the same customer uploaded, so nobody can show another customer's picture on their pet.
import type { Db } from '../db/connect.server';
import { isOwnPhoto } from './photos.server';
import { createPet, updatePet, type PetOutcome } from './pets.server';
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
  return updatePet(db, userId, id, input, now);
}
