import { describe, it, expect } from 'vitest';
import {
  categoryPathFor,
  selectionFromCategoryPath,
  selectionFromQuery,
  selectionQueryString,
  selectionToQuery,
  weightOptionForSize,
} from '../../src/lib/catalog/facet-url';
import { FACETS } from '../../src/lib/catalog/facets';

describe('selectionToQuery', () => {
  it('writes one key per facet slug with its option slugs comma-joined in the facet order', () => {
    const params = selectionToQuery({ flavor: ['chicken'], food_form: ['wet-food', 'dry-food'] });
    expect(params.toString()).toBe('food-form=dry-food%2Cwet-food&flavor=chicken');
    expect(selectionQueryString({ flavor: ['chicken'], food_form: ['wet-food', 'dry-food'] })).toBe(
      '?food-form=dry-food,wet-food&flavor=chicken',
    );
  });

  it('uses the pet-age and weight slugs (spec 000 §2 Breadcrumbs, Product card)', () => {
    expect(selectionQueryString({ weight_unit: ['2.5oz-13oz'], lifestage: ['senior', 'adult'] })).toBe(
      '?pet-age=adult,senior&weight=2.5oz-13oz',
    );
  });

  it('drops unknown facets and slugs and repeated slugs', () => {
    expect(selectionQueryString({ flavor: ['chicken', 'chicken', 'marmite'], colour: ['red'], brand: [] })).toBe(
      '?flavor=chicken',
    );
  });

  it('is empty for an empty selection', () => {
    expect(selectionToQuery({}).size).toBe(0);
    expect(selectionQueryString({})).toBe('');
  });
});

describe('selectionFromQuery', () => {
  it('reads comma lists and repeated keys, ignoring unknown keys and slugs and repeats', () => {
    const params = new URLSearchParams(
      'flavor=chicken,beef&food-form=wet-food&colour=red&pet-age=senior,senior,ancient&flavor=tuna',
    );
    expect(selectionFromQuery(params)).toEqual({
      food_form: ['wet-food'],
      lifestage: ['senior'],
      flavor: ['beef', 'chicken', 'tuna'],
    });
  });

  it('reads the readable query selectionQueryString writes', () => {
    const selection = { species: ['cat'], brand: ['prescription-diet', 'science-diet'], weight_unit: ['1lb-45lb'] };
    expect(selectionFromQuery(new URLSearchParams(selectionQueryString(selection)))).toEqual({
      species: ['cat'],
      brand: ['science-diet', 'prescription-diet'],
      weight_unit: ['1lb-45lb'],
    });
    expect(selectionFromQuery(selectionToQuery(selection))).toEqual(
      selectionFromQuery(new URLSearchParams(selectionQueryString(selection))),
    );
  });

  it('is empty for a query without facets', () => {
    expect(selectionFromQuery(new URLSearchParams('search=chicken&page=2'))).toEqual({});
  });
});

describe('selectionFromCategoryPath', () => {
  it('reads species, facet slug and option slug (spec 000 §2 Breadcrumbs)', () => {
    expect(selectionFromCategoryPath(['dog', 'food-form', 'dry-food'])).toEqual({
      species: ['dog'],
      food_form: ['dry-food'],
    });
    expect(selectionFromCategoryPath(['cat', 'brand', 'science-diet'])).toEqual({
      species: ['cat'],
      brand: ['science-diet'],
    });
    expect(selectionFromCategoryPath(['dog', 'brand', 'treats'])).toEqual({ species: ['dog'], brand: ['treats'] });
  });

  it('reads the pet-age slugs of each species (spec 000 §2 Breadcrumbs)', () => {
    expect(selectionFromCategoryPath(['dog', 'pet-age', 'senior'])).toEqual({
      species: ['dog'],
      lifestage: ['senior'],
    });
    expect(selectionFromCategoryPath(['cat', 'pet-age', 'kitten', ''])).toEqual({
      species: ['cat'],
      lifestage: ['kitten'],
    });
  });

  it('reads the species link and a bare species (spec 000 §2 Breadcrumbs)', () => {
    expect(selectionFromCategoryPath(['dog', 'species'])).toEqual({ species: ['dog'] });
    expect(selectionFromCategoryPath(['cat'])).toEqual({ species: ['cat'] });
    expect(selectionFromCategoryPath([])).toEqual({});
  });

  it('reads deeper facet and option pairs', () => {
    expect(
      selectionFromCategoryPath([
        'dog',
        'food-form',
        'dry-food',
        'flavor',
        'chicken',
        'flavor',
        'lamb',
        'flavor',
        'chicken',
      ]),
    ).toEqual({
      species: ['dog'],
      food_form: ['dry-food'],
      flavor: ['chicken', 'lamb'],
    });
  });

  it('is null for anything that is not a category path, so the page can 404', () => {
    expect(selectionFromCategoryPath(['fish'])).toBeNull();
    expect(selectionFromCategoryPath(['dog', 'food-form'])).toBeNull();
    expect(selectionFromCategoryPath(['dog', 'colour', 'red'])).toBeNull();
    expect(selectionFromCategoryPath(['dog', 'food-form', 'kibble'])).toBeNull();
    expect(selectionFromCategoryPath(['dog', 'species', 'cat'])).toBeNull();
    expect(selectionFromCategoryPath(['dog', 'food-form', 'dry-food', 'species'])).toBeNull();
  });

  it('is null for an option the species does not have (spec 001 §3 Facet fields and their options)', () => {
    expect(selectionFromCategoryPath(['cat', 'breed-size', 'small'])).toBeNull();
    expect(selectionFromCategoryPath(['cat', 'pet-age', 'puppy'])).toBeNull();
    expect(selectionFromCategoryPath(['cat', 'brand', 'treats'])).toBeNull();
  });
});

describe('categoryPathFor', () => {
  it('builds the breadcrumb links (spec 000 §2 Breadcrumbs)', () => {
    expect(categoryPathFor('dog', 'species')).toBe('/products/dog/species');
    expect(categoryPathFor('cat', 'brand', 'science-diet')).toBe('/products/cat/brand/science-diet');
    expect(categoryPathFor('dog', 'brand', 'treats')).toBe('/products/dog/brand/treats');
    expect(categoryPathFor('dog', 'lifestage', 'senior')).toBe('/products/dog/pet-age/senior');
    expect(categoryPathFor('dog', 'food_form', 'dry-food')).toBe('/products/dog/food-form/dry-food');
  });

  it('gives a path that reads back as the same selection', () => {
    const path = categoryPathFor('cat', 'lifestage', 'adult');
    expect(selectionFromCategoryPath(path.split('/').slice(2))).toEqual({ species: ['cat'], lifestage: ['adult'] });
  });

  it('refuses a facet or option that has no category page for the species', () => {
    expect(() => categoryPathFor('cat', 'breed_size', 'small')).toThrow('no category page for cat breed_size small');
    expect(() => categoryPathFor('dog', 'colour', 'red')).toThrow('no category page for dog colour red');
    expect(() => categoryPathFor('dog', 'brand')).toThrow('no category page for dog brand (no option)');
  });
});

describe('single-size weight paths (spec 000 §2 Product card, three-segment preselect)', () => {
  const weight = FACETS.find((facet) => facet.field === 'weight_unit');
  if (!weight) throw new Error('the weight facet is seeded');

  it('stand for the narrowest weight range holding the size', () => {
    expect(weightOptionForSize(weight, 'dog', '15lb')).toBe('8lb-20lb');
    expect(weightOptionForSize(weight, 'dog', '4lb')).toBe('1lb-7lb');
    expect(weightOptionForSize(weight, 'cat', '30lbs')).toBe('21lb-45lb');
    expect(weightOptionForSize(weight, 'cat', '5.5oz')).toBe('2.5oz-13oz');
  });

  it('stand for nothing outside every range, or when the slug is no size', () => {
    expect(weightOptionForSize(weight, 'dog', '60lb')).toBeNull();
    expect(weightOptionForSize(weight, 'dog', '20oz')).toBeNull();
    expect(weightOptionForSize(weight, 'dog', 'heavy')).toBeNull();
  });

  it('make a category path, so /products/dog/weight/15lb is a listing and not a 404', () => {
    expect(selectionFromCategoryPath(['dog', 'weight', '15lb'])).toEqual({
      species: ['dog'],
      weight_unit: ['8lb-20lb'],
    });
    expect(selectionFromCategoryPath(['dog', 'weight', '1lb-45lb'])).toEqual({
      species: ['dog'],
      weight_unit: ['1lb-45lb'],
    });
    expect(selectionFromCategoryPath(['dog', 'weight', '60lb'])).toBeNull();
  });
});
