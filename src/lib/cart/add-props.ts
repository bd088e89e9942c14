// What adding to the cart needs of a product and its chosen variant: the product page's island gets it as props, and
// a card's size controls carry the variant's part (src/lib/cart/size-choice.ts).
import type { CatalogProduct, Variant } from '../catalog/types';
import { cents } from '../site/money';
import { variantTitle } from '../catalog/variants';

/** The add-to-cart island's props: what a card or the product page hands it. */
export type AddToCartProps = {
  product: { title: string; brand: string; productType: string };
  variant: {
    adminGraphqlId: string;
    sku: string;
    title: string;
    inStock: boolean;
    priceCents: number;
    weight: number;
    weightUnit: string;
    sellingPlans: { id: string; name: string }[];
  };
  /** Staff see no prices and no autoship (spec 000 §1). */
  staff: boolean;
};

export function addToCartProps(
  product: CatalogProduct,
  variant: Variant,
  inStock: boolean,
  staff: boolean,
): AddToCartProps {
  return {
    product: { title: product.title, brand: product.brand, productType: product.productType },
    variant: addToCartVariant(variant, inStock),
    staff,
  };
}

/** The variant as the island adds it; `inStock` is the stock at the shopper's ZIP. */
export function addToCartVariant(variant: Variant, inStock: boolean): AddToCartProps['variant'] {
  return {
    adminGraphqlId: variant.adminGraphqlId,
    sku: variant.sku,
    title: variantTitle(variant),
    inStock,
    priceCents: cents(variant.price),
    weight: variant.weight,
    weightUnit: variant.weightUnit,
    sellingPlans: variant.sellingPlans.map(({ id, name }) => ({ id, name })),
  };
}

/** Four weeks is the autoship schedule most shoppers choose; otherwise the first one offered. */
export const defaultPlan = (plans: { id: string }[]): string | null =>
  plans.find((p) => p.id === 'autoship-4w')?.id ?? plans[0]?.id ?? null;
