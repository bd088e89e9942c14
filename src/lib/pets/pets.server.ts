// A customer's pets (issue 42 §1): each customer reads and changes their own only; another's pet is "not found".
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.server';
import { keptWeight, petProblem, type PetProblem } from './fields';
import { PETS_MAX } from './rules';
import { petFromRow } from './rows';
import type { Pet, PetInput } from './types';

export type PetOutcome =
  | { ok: true; pet: Pet }
  | { ok: false; code: 'NOT_FOUND' | 'CONFLICT'; message: string }
  | { ok: false; code: 'INVALID'; problem: PetProblem };

const today = (now: Date): string => now.toISOString().slice(0, 10);

function columns(input: PetInput) {
  return {
    name: input.name,
    species: input.species,
    birthday: input.birthday,
    breed_size: input.species === 'dog' ? (input.breedSize ?? null) : null,
    weight_lb: keptWeight(input.weightLb),
    activity: input.activity,
    neutered: input.neutered ? 1 : 0,
    health_conditions: JSON.stringify(input.healthConditions),
    photo_id: input.photoId ?? null,
  };
}

/** The customer's pets, oldest profile first (the order they were added). */
export async function listPets(db: Db, userId: string): Promise<Pet[]> {
  const rows = await db
    .selectFrom('pets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(petFromRow);
}

/** Pets of many customers at once (the running-low pass), keyed by customer. */
export async function petsOf(db: Db, userIds: readonly string[]): Promise<Map<string, Pet[]>> {
  const byUser = new Map<string, Pet[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('pets')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), petFromRow(row)]);
  return byUser;
}

export async function createPet(db: Db, userId: string, input: PetInput, now = new Date()): Promise<PetOutcome> {
  const problem = petProblem(input, today(now));
  if (problem) return { ok: false, code: 'INVALID', problem };
  return db.transaction().execute(async (trx): Promise<PetOutcome> => {
    const { count } = await trx
      .selectFrom('pets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= PETS_MAX)
      return { ok: false, code: 'CONFLICT', message: `You can keep up to ${PETS_MAX} pets` };
    const id = randomUUID();
    const stamp = now.toISOString();
    const row = await trx
      .insertInto('pets')
      .values({ id, user_id: userId, ...columns(input), created_at: stamp, updated_at: stamp })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, pet: petFromRow(row) };
  });
}

export async function updatePet(
  db: Db,
  userId: string,
  id: string,
  input: PetInput,
  now = new Date(),
): Promise<PetOutcome> {
  const problem = petProblem(input, today(now));
  if (problem) return { ok: false, code: 'INVALID', problem };
  const row = await db
    .updateTable('pets')
    .set({ ...columns(input), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row ? { ok: true, pet: petFromRow(row) } : { ok: false, code: 'NOT_FOUND', message: 'No such pet' };
}

export async function deletePet(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .deleteFrom('pets')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}
