// A pet leaves the database through here.
import type { Selectable } from 'kysely';
import { z } from 'zod/v4';
import { jsonColumn } from '../db/json-column';
import type { PetTable } from '../db/schema';
import { ACTIVITIES, BREED_SIZES } from './rules';
import type { Activity, BreedSize, Pet } from './types';

const conditionsColumn = z.array(z.string());

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function petFromRow(row: Selectable<PetTable>): Pet {
  const breedSize = row.breed_size ? oneOf<BreedSize>(BREED_SIZES, row.breed_size, 'medium') : undefined;
  return {
    id: row.id,
    name: row.name,
    species: row.species === 'cat' ? 'cat' : 'dog',
    birthday: row.birthday,
    ...(breedSize && { breedSize }),
    weightLb: Number(row.weight_lb),
    activity: oneOf<Activity>(ACTIVITIES, row.activity, 'normal'),
    neutered: Number(row.neutered) === 1,
    healthConditions: jsonColumn(conditionsColumn, row.health_conditions, 'pets.health_conditions'),
    ...(row.photo_id && { photoId: row.photo_id }),
  };
}
