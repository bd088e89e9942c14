// The catalogue as the store owns it (API.md "Products"), plus the attributes the facets filter on.
import type { Money } from '../site/money';
import type { SiteId } from '../site/site';

export type { Money } from '../site/money';
export type Image = { url: string; alt: string };
export type Species = 'dog' | 'cat';
export type WeightUnit = 'lbs' | 'oz';
export type OptionName = 'Size' | 'Flavor' | 'Product Form';

export type SellingPlan = { id: string; name: string; frequencyDays: number };

export type Variant = {
  id: string;
  adminGraphqlId: string;
  sku: string;
  /** `{brand}/{handle}/{flavor}/{size}`: the product page of this variant, below /products/. */
  variantURL: string;
  inStock: boolean;
  price: Money;
  compareAtPrice: Money | null;
  weight: number;
  weightUnit: WeightUnit;
  /** Cans, trays or pouches sold together: 1, or 12 and 24 for a case of wet food. `weight` is the whole pack's. */
  packCount: number;
  selectedOptions: { name: OptionName; value: string }[];
  /** Without the badge:: prefix. */
  badgeTags: string[];
  sellingPlans: SellingPlan[];
  imagePrimary: Image | null;
};

/** A variant as the API answers it: with every image of it, the primary one first (spec 000 §3 Variant). */
export type ApiVariant = Variant & { variantMediaList: Image[] };

/** A product's approved reviews (issue 41): their average to one decimal and how many there are. */
export type ProductRating = { average: number; count: number };

export type Product = {
  handle: string;
  title: string;
  productType: string;
  description: string;
  brand: string;
  species: Species[];
  featuredImage: Image | null;
  badgeTags: string[];
  options: { name: OptionName; values: string[] }[];
  variants: Variant[];
  /** On DTC, when the product has approved reviews; the staff site shows none (spec 000 §1). */
  rating?: ProductRating;
};

/** What the facets of spec 001 §3 filter on, kept beside the product. */
export type CatalogAttributes = {
  brand: 'science-diet' | 'prescription-diet' | 'hills-treats';
  subBrand: string;
  species: Species[];
  lifestage: string[];
  breedSize: string[];
  foodForm: 'dry' | 'wet' | 'treats';
  flavor: string[];
  healthConditions: string[];
  packType: 'bag' | 'can' | 'tray' | 'pouch';
  sites: SiteId[];
};

export type CatalogProduct = Product & { attributes: CatalogAttributes };
