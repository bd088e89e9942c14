// What the search index holds of each product (issue 40 §1): its words, as search compares them, by field. Title,
// brand (with the sub-brand), flavour, the rest (food form, lifestage, breed size, health conditions, species,
// description, ingredients) and the SKUs. Pure: the index service writes these.
import type { CatalogAttributes, CatalogProduct } from '../types';
import { optionValue } from '../variants';
import { wordsOf } from './words';

export type SearchDocument = {
  productId: string;
  title: string;
  brand: string;
  flavor: string;
  body: string;
  skus: string;
};

export type DocumentSource = {
  productId: string;
  title: string;
  brandLabel: string;
  subBrand: string;
  productType: string;
  description: string;
  attributes: Pick<CatalogAttributes, 'species' | 'lifestage' | 'breedSize' | 'healthConditions' | 'flavor'> & {
    foodForm: string;
  };
  variants: readonly { sku: string; flavor: string; size: string }[];
  ingredients: readonly string[];
};

const words = (...texts: readonly string[]) => wordsOf(texts.join(' ')).join(' ');

export function searchDocument(p: DocumentSource): SearchDocument {
  const a = p.attributes;
  return {
    productId: p.productId,
    title: words(p.title),
    brand: words(p.brandLabel, p.subBrand),
    flavor: words(...a.flavor, ...p.variants.map((v) => v.flavor)),
    body: words(
      p.productType,
      a.foodForm,
      ...a.species,
      ...a.lifestage,
      ...a.breedSize,
      ...a.healthConditions,
      ...p.variants.map((v) => v.size),
      p.description,
      ...p.ingredients,
    ),
    skus: p.variants.map((v) => v.sku.toLowerCase()).join(' '),
  };
}

/**
 * The fields ranking reads (title, brand, flavour) of a product as the catalogue holds it: the words its document
 * has for them, worked out in memory so a search with thousands of matches reads none of them from the index.
 */
export function rankedSourceOf(product: CatalogProduct): Pick<SearchDocument, 'title' | 'brand' | 'flavor'> {
  return {
    title: words(product.title),
    brand: words(product.brand, product.attributes.subBrand),
    flavor: words(...product.attributes.flavor, ...product.variants.map((v) => optionValue(v, 'Flavor') ?? '')),
  };
}
