// What the add-to-cart island needs of a product and its chosen variant, built once for cards and product pages.
import type { AddToCartProps } from '../../islands/AddToCart';
import type { CatalogProduct, Variant } from '../catalog/types';
import { cents } from '../site/money';
import { variantTitle } from './present';

export function addToCartProps(
  product: CatalogProduct,
  variant: Variant,
  inStock: boolean,
  layout: AddToCartProps['layout'],
  staff: boolean,
): AddToCartProps {
  return {
    product: { title: product.title, brand: product.brand, productType: product.productType },
    variant: {
      adminGraphqlId: variant.adminGraphqlId,
      sku: variant.sku,
      title: variantTitle(variant),
      inStock,
      priceCents: cents(variant.price),
      weight: variant.weight,
      weightUnit: variant.weightUnit,
      sellingPlans: variant.sellingPlans.map(({ id, name }) => ({ id, name })),
    },
    layout,
    staff,
  };
}
