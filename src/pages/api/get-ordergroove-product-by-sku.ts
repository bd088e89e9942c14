import { z } from 'zod/v4';
import { siteCatalogue } from '../../lib/catalog/catalogue.server';
import { subscriptionProduct } from '../../lib/catalog/ordergroove';
import { skuSchema } from '../../lib/catalog/requests';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ sku: skuSchema }), async ({ sku }, { locals }) => {
  for (const product of await siteCatalogue(await getDb(), locals.site)) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { product: subscriptionProduct(product, variant) };
  }
  return { product: null };
});
