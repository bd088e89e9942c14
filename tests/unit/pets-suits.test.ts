// Foods for your pet (issue 42 §3): which foods suit a pet, and the "For Max" chip's listing filter that shows them.
import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json';
import { selectionFromQuery } from '../../src/lib/catalog/facet-url';
import { filterProducts } from '../../src/lib/catalog/facets';
import { onShelf, publicShelf } from '../../src/lib/catalog/shelf';
import type { CatalogAttributes, CatalogProduct } from '../../src/lib/catalog/types';
import { healthConditionsFor } from '../../src/lib/pets/rules';
import {
  appliesPet,
  foodsForPet,
  lifestageSlug,
  petListingHref,
  suitsPet,
  withoutPet,
  type PetTraits,
} from '../../src/lib/pets/suits';
import type { BreedSize } from '../../src/lib/pets/types';
import { catalogProduct } from '../support/catalog';

const TODAY = '2026-11-29';
const ADULT = '2022-03-14';
const PUPPY = '2026-05-01';
const SENIOR = '2017-06-01';

const food = (handle: string, attributes: Partial<CatalogAttributes>): CatalogProduct => {
  const base = catalogProduct();
  return { ...base, handle, attributes: { ...base.attributes, ...attributes } };
};
const max: PetTraits = { species: 'dog', birthday: ADULT, breedSize: 'large', healthConditions: [] };

describe('a food suits a pet (issue 42 §3: species, lifestage, breed size, health conditions)', () => {
  const adultDog = { species: ['dog' as const], lifestage: ['adult-dog'], breedSize: ['large'] };

  it('is made for its species and its lifestage today', () => {
    expect(suitsPet(food('a', adultDog), max, TODAY)).toBe(true);
    expect(suitsPet(food('a', { ...adultDog, species: ['cat'], lifestage: ['adult-cat'] }), max, TODAY)).toBe(false);
    expect(suitsPet(food('a', { ...adultDog, lifestage: ['puppy'] }), max, TODAY)).toBe(false);
    expect(suitsPet(food('a', { ...adultDog, lifestage: ['puppy'] }), { ...max, birthday: PUPPY }, TODAY)).toBe(true);
    expect(suitsPet(food('a', { ...adultDog, lifestage: ['senior-dog'] }), { ...max, birthday: SENIOR }, TODAY)).toBe(
      true,
    );
  });

  it('is for the dog’s breed size when the food lists sizes, and for every size when it lists none', () => {
    expect(suitsPet(food('a', { ...adultDog, breedSize: ['small'] }), max, TODAY)).toBe(false);
    expect(suitsPet(food('a', { ...adultDog, breedSize: ['small', 'large'] }), max, TODAY)).toBe(true);
    expect(suitsPet(food('a', { ...adultDog, breedSize: [] }), max, TODAY)).toBe(true);
    const { breedSize: _none, ...noSize } = max;
    expect(suitsPet(food('a', { ...adultDog, breedSize: ['small'] }), noSize, TODAY)).toBe(true);
  });

  it('has at least one of the pet’s health conditions when the pet has any', () => {
    const joints = { ...max, healthConditions: ['joint-care', 'skin-care'] };
    expect(suitsPet(food('a', { ...adultDog, healthConditions: ['skin-care'] }), joints, TODAY)).toBe(true);
    expect(suitsPet(food('a', { ...adultDog, healthConditions: ['weight-management'] }), joints, TODAY)).toBe(false);
    expect(suitsPet(food('a', { ...adultDog, healthConditions: [] }), joints, TODAY)).toBe(false);
    expect(suitsPet(food('a', { ...adultDog, healthConditions: ['weight-management'] }), max, TODAY)).toBe(true);
  });

  it('is never Prescription Diet (issue 42 §3)', () => {
    const prescription = food('a', { ...adultDog, brand: 'prescription-diet', sites: ['HPSF'] });
    expect(suitsPet(prescription, max, TODAY)).toBe(false);
  });
});

describe('the "For Max" chip’s selection (issue 42 §3)', () => {
  it('is the species, the lifestage facet’s option for the age, the breed size and the conditions', () => {
    expect(lifestageSlug({ species: 'dog', birthday: PUPPY }, TODAY)).toBe('puppy');
    expect(lifestageSlug({ species: 'cat', birthday: PUPPY }, TODAY)).toBe('kitten');
    expect(lifestageSlug({ species: 'cat', birthday: ADULT }, TODAY)).toBe('adult');
    expect(lifestageSlug({ species: 'dog', birthday: SENIOR }, TODAY)).toBe('senior');
    const shelf = [
      food('joints', { lifestage: ['adult-dog'], breedSize: ['large'], healthConditions: ['joint-care'] }),
    ];
    const { selection } = foodsForPet(shelf, { ...max, healthConditions: ['joint-care'] }, TODAY);
    expect(selection).toEqual({
      species: ['dog'],
      lifestage: ['adult'],
      breed_size: ['large'],
      health_conditions: ['joint-care'],
    });
    expect(petListingHref(selection)).toBe(
      '/products?species=dog&pet-age=adult&breed-size=large&health-conditions=joint-care',
    );
  });

  it('sets aside a condition no food of the pet’s lifestage is made for, rather than showing nothing', () => {
    const shelf = [
      food('puppy', { lifestage: ['puppy'], breedSize: ['large'], healthConditions: ['growth'] }),
      food('urinary', { lifestage: ['adult-dog'], breedSize: ['large'], healthConditions: ['urinary-care'] }),
    ];
    const puppy = { ...max, birthday: PUPPY, healthConditions: ['urinary-care'] };
    const found = foodsForPet(shelf, puppy, TODAY);
    expect(found.selection.health_conditions).toBeUndefined();
    expect(found.foods.map((p) => p.handle)).toEqual(['puppy']);
  });

  it('sets aside a breed size no dry or wet food of the lifestage is made for: a large senior dog gets senior food, not treats alone', () => {
    const shelf = [
      food('senior-small', { lifestage: ['senior-dog'], breedSize: ['small', 'medium'] }),
      food('senior-treat', { lifestage: ['senior-dog'], breedSize: [], foodForm: 'treats' }),
    ];
    const found = foodsForPet(shelf, { ...max, birthday: SENIOR }, TODAY);
    expect(found.selection.breed_size).toBeUndefined();
    expect(found.foods.map((p) => p.handle)).toEqual(['senior-small', 'senior-treat']);
    const small = foodsForPet(shelf, { ...max, birthday: SENIOR, breedSize: 'small' }, TODAY);
    expect(small.foods.map((p) => p.handle)).toEqual(['senior-small', 'senior-treat']);
  });

  it('leaves breed size out of the filter when a food for the pet lists no size, so the listing still shows it', () => {
    const shelf = [
      food('large', { lifestage: ['adult-dog'], breedSize: ['large'] }),
      food('any', { lifestage: ['adult-dog'], breedSize: [] }),
    ];
    const found = foodsForPet(shelf, max, TODAY);
    expect(found.selection.breed_size).toBeUndefined();
    expect(found.foods.map((p) => p.handle)).toEqual(['large', 'any']);
  });

  it('lists dry and wet food before treats', () => {
    const shelf = [
      food('biscuits', { foodForm: 'treats', breedSize: ['large'], lifestage: ['adult-dog'] }),
      food('kibble', { foodForm: 'dry', breedSize: ['large'], lifestage: ['adult-dog'] }),
    ];
    expect(foodsForPet(shelf, max, TODAY).foods.map((p) => p.handle)).toEqual(['kibble', 'biscuits']);
  });

  it('is applied when each of its facets is chosen with exactly its options, and clears to what else was chosen', () => {
    const pet = { species: ['dog'], lifestage: ['adult'], breed_size: ['large'] };
    expect(appliesPet({ ...pet, food_form: ['dry-food'] }, pet)).toBe(true);
    expect(appliesPet({ ...pet, lifestage: ['adult', 'senior'] }, pet)).toBe(false);
    expect(appliesPet({ species: ['dog'] }, pet)).toBe(false);
    expect(withoutPet({ ...pet, food_form: ['dry-food'] }, pet)).toEqual({ food_form: ['dry-food'] });
  });
});

describe('on the seed catalogue (issue 42 §3)', () => {
  const all = catalogue.products.map((p) =>
    food(p.handle, {
      brand: p.brand as CatalogAttributes['brand'],
      subBrand: p.subBrand,
      species: p.species as CatalogAttributes['species'],
      lifestage: p.lifestage,
      breedSize: p.breedSize,
      foodForm: p.foodForm as CatalogAttributes['foodForm'],
      healthConditions: p.healthConditions,
      sites: p.sites as CatalogAttributes['sites'],
    }),
  );
  const dtc = all.filter((p) => onShelf(p, publicShelf('DTC')));
  const pets: PetTraits[] = [];
  for (const birthday of [PUPPY, ADULT, SENIOR]) {
    for (const breedSize of ['small', 'medium', 'large'] as BreedSize[])
      for (const c of [[], ...healthConditionsFor('dog').map((h) => [h.value])])
        pets.push({ species: 'dog', birthday, breedSize, healthConditions: c });
    for (const c of [[], ...healthConditionsFor('cat').map((h) => [h.value])])
      pets.push({ species: 'cat', birthday, healthConditions: c });
  }

  it('the DTC shelf holds no Prescription Diet, and no pet’s foods are Prescription Diet even from every site’s', () => {
    expect(all.some((p) => p.attributes.brand === 'prescription-diet')).toBe(true);
    expect(dtc.filter((p) => p.attributes.brand === 'prescription-diet')).toEqual([]);
    for (const pet of pets)
      expect(foodsForPet(all, pet, TODAY).foods.filter((p) => p.attributes.brand === 'prescription-diet')).toEqual([]);
  });

  it('the chip’s listing shows exactly the foods that suit the pet, and never none', () => {
    for (const pet of pets) {
      const { selection, foods } = foodsForPet(dtc, pet, TODAY);
      const query = new URL(petListingHref(selection), 'http://shop').searchParams;
      const listed = filterProducts(dtc, selectionFromQuery(query), 'DTC', pet.species);
      const name = JSON.stringify(pet);
      expect(new Set(listed.map((p) => p.handle)), name).toEqual(new Set(foods.map((p) => p.handle)));
      expect(foods.length, name).toBeGreaterThan(0);
    }
  });
});
