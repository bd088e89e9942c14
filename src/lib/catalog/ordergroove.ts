// A variant as the subscription service describes a product (Ordergroove-style fields).
import type { Product, Variant } from './types';

export function subscriptionProduct(product: Product, variant: Variant) {
  return {
    external_product_id: variant.sku,
    product_id: variant.id,
    name: product.title,
    price: variant.price.amount,
    live: variant.inStock,
    autoship_enabled: variant.sellingPlans.length > 0,
    frequencies: variant.sellingPlans.map((plan) => ({
      every: plan.frequencyDays / 7,
      every_period: 'week',
      selling_plan_id: plan.id,
    })),
  };
}
