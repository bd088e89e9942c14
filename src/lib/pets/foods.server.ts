// Each of a customer's pets with the foods of their shelf that suit it (issue 42 §3): the "For Max" chips of the
// listings and the "Foods for Max" rows of the dashboard and the home page.
import type { Shelf } from '../catalog/shelf';
import { shelfCatalogue } from '../catalog/catalogue.server';
import type { Db } from '../db/connect.server';
import { listPets } from './pets.server';
import { foodsForPet, petListingHref, type PetFoods } from './suits';
import type { Pet } from './types';

export type PetWithFoods = PetFoods & { pet: Pet; href: string };

export async function petsWithFoods(db: Db, userId: string, shelf: Shelf, now = new Date()): Promise<PetWithFoods[]> {
  const pets = await listPets(db, userId);
  if (pets.length === 0) return [];
  const catalogue = await shelfCatalogue(db, shelf);
  const today = now.toISOString().slice(0, 10);
  return pets.map((pet) => {
    const found = foodsForPet(catalogue, pet, today);
    return { pet, ...found, href: petListingHref(found.selection) };
  });
}
