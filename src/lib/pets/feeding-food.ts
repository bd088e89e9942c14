// What the product page's feeding calculator (issue 42 §2) needs of the food: the species it is for, its energy as the
// label gives it, and each size of the flavour shown with what the pack holds and its autoship plans. Treats are left
// out: a treat is not a day's food, and their guide counts treats, not meals.
import type { CatalogProduct, Species, Variant } from '../catalog/types';
import { optionValue, sizesOfFlavour, variantHref } from '../catalog/variants';
import type { ProductContent } from '../content/product-content';
import type { FoodEnergy, PackSize } from './feeding-plan';

/** What one pack is: a bag of dry food, a single can, tray or pouch, or a case of them. */
export type PackKind = 'bag' | 'can' | 'tray' | 'pouch' | 'case';

/** A size of the food as the calculator names it ("30 lb bag", "13 oz, case of 12") and links to it. */
export type FeedingSize = PackSize & { sku: string; name: string; pack: PackKind; href: string };

export type FeedingFood = {
  species: Species;
  energy: FoodEnergy;
  sizes: FeedingSize[];
  /** The size the page shows, whose purchase panel the calculator sets. */
  sku: string;
};

const SINGLE_PACK: Record<Exclude<FoodEnergy['unit'], 'piece'>, PackKind> = {
  cup: 'bag',
  can: 'can',
  tray: 'tray',
  pouch: 'pouch',
};

/** A pack as a shopper says it: "30 lb bag", "13 oz can", or a case as its size already names it. */
function sizeOf(variant: Variant, unit: Exclude<FoodEnergy['unit'], 'piece'>): { name: string; pack: PackKind } {
  const size = optionValue(variant, 'Size') ?? `${variant.weight} ${variant.weightUnit === 'oz' ? 'oz' : 'lb'}`;
  if (variant.packCount > 1) return { name: size, pack: 'case' };
  const pack = SINGLE_PACK[unit];
  return { name: `${size} ${pack}`, pack };
}

/** The calculator's food, or null when the page has no calorie content or the food is a treat. */
export function feedingFoodOf(
  product: CatalogProduct,
  variant: Variant,
  content: ProductContent | null,
): FeedingFood | null {
  const species = product.species[0];
  const unit = content?.feeding.unit;
  if (!content || !species || !unit || unit === 'piece') return null;
  const energy: FoodEnergy = { perKg: content.calories.perKg, perUnit: content.calories.perUnit, unit };
  const sizes = sizesOfFlavour(product, variant).map((v) => ({
    sku: v.sku,
    ...sizeOf(v, unit),
    href: variantHref(v),
    weight: v.weight,
    weightUnit: v.weightUnit,
    packCount: v.packCount,
    sellingPlans: v.sellingPlans,
  }));
  return { species, energy, sizes, sku: variant.sku };
}
