// Which foods suit a pet (issue 42 §3), and the listing filter that shows them: the "For Max" chip's selection.
// A food suits a pet when it is made for the pet's species and lifestage (from its age today), for its breed size
// when the pet is a dog with one and the food lists sizes (a food listing none is for every size), and, when the pet
// has health conditions, for at least one of them. Prescription Diet is a vet's choice, never a profile's.
// A size or conditions that no food of the pet's lifestage is made for are set aside rather than leaving the pet with
// nothing: the shop sells no urinary-care food for puppies, so a puppy with that condition gets puppy food.
import { FACETS, type Selection } from '../catalog/facets';
import { selectionQueryString } from '../catalog/facet-url';
import { isPrescriptionDiet } from '../catalog/shelf';
import type { CatalogProduct } from '../catalog/types';
import { lifestageOf, lifestageValue } from './lifestage';
import type { Pet } from './types';

export type PetTraits = Pick<Pet, 'species' | 'birthday' | 'breedSize' | 'healthConditions'>;

const lifestageFacet = FACETS.find((facet) => facet.field === 'lifestage');

/** The lifestage facet's option slug for the pet today (`adult` for an adult dog, `kitten` for a kitten). */
export function lifestageSlug(pet: Pick<Pet, 'species' | 'birthday'>, today: string): string {
  const value = lifestageValue(pet.species, lifestageOf(pet.birthday, today));
  const option = lifestageFacet?.options.find(
    (o) => o.species.includes(pet.species) && o.filter.type === 'value' && o.filter.value === value,
  );
  return option?.slug ?? value;
}

export function suitsPet(product: CatalogProduct, pet: PetTraits, today: string): boolean {
  const food = product.attributes;
  if (isPrescriptionDiet(product) || !food.species.includes(pet.species)) return false;
  if (!food.lifestage.includes(lifestageValue(pet.species, lifestageOf(pet.birthday, today)))) return false;
  if (pet.species === 'dog' && pet.breedSize && food.breedSize.length > 0 && !food.breedSize.includes(pet.breedSize))
    return false;
  return pet.healthConditions.length === 0 || pet.healthConditions.some((c) => food.healthConditions.includes(c));
}

export type PetFoods = {
  /** The listing's facet selection for the pet: what its chip applies. */
  selection: Selection;
  /** The suitable foods in the shelf's order, dry and wet food before treats. */
  foods: CatalogProduct[];
};

/** The foods of `products` (one shelf) that suit the pet, and the selection that lists them. */
export function foodsForPet(products: readonly CatalogProduct[], pet: PetTraits, today: string): PetFoods {
  const forStage = products.filter((p) => suitsPet(p, { ...pet, breedSize: undefined, healthConditions: [] }, today));
  // A breed size no dry or wet food of the lifestage is made for is set aside too: a large senior dog gets the senior
  // foods rather than treats alone.
  const sizeServed =
    pet.breedSize !== undefined &&
    forStage.some((p) => p.attributes.foodForm !== 'treats' && p.attributes.breedSize.includes(pet.breedSize!));
  const sized = sizeServed ? pet : { ...pet, breedSize: undefined };
  const forAge = forStage.filter((p) => suitsPet(p, { ...sized, healthConditions: [] }, today));
  const conditions = pet.healthConditions.filter((c) => forAge.some((p) => p.attributes.healthConditions.includes(c)));
  const suitable = forAge.filter((p) => suitsPet(p, { ...sized, healthConditions: conditions }, today));
  const selection: Selection = { species: [pet.species], lifestage: [lifestageSlug(pet, today)] };
  // The breed-size facet cannot say "or no size listed": it joins the filter only when every food here lists sizes,
  // so the listing never hides a food the rule says suits.
  if (pet.species === 'dog' && sized.breedSize && forAge.every((p) => p.attributes.breedSize.length > 0))
    selection.breed_size = [sized.breedSize];
  if (conditions.length > 0) selection.health_conditions = conditions;
  const treat = (p: CatalogProduct) => (p.attributes.foodForm === 'treats' ? 1 : 0);
  return { selection, foods: [...suitable].sort((a, b) => treat(a) - treat(b)) };
}

/** The listing with the pet's chip applied. */
export const petListingHref = (selection: Selection): string => `/products${selectionQueryString(selection)}`;

/** Whether the listing's selection applies the pet's: each of the pet's facets chosen with exactly its options. */
export function appliesPet(current: Selection, pet: Selection): boolean {
  return Object.entries(pet).every(([field, slugs]) => {
    const chosen = current[field] ?? [];
    return chosen.length === slugs.length && slugs.every((s) => chosen.includes(s));
  });
}

/** The listing's selection with the pet's facets taken off: what clearing its chip leaves. */
export const withoutPet = (current: Selection, pet: Selection): Selection =>
  Object.fromEntries(Object.entries(current).filter(([field]) => !(field in pet)));
