// The food with this SKU as the subscription service describes a product (spec 000 §3), or null.
import { z } from 'zod/v4';
import { shelfFor } from '../../lib/account/rules';
import { findBySku } from '../../lib/catalog/catalogue.server';
import { subscriptionProduct } from '../../lib/catalog/ordergroove';
import { skuSchema } from '../../lib/catalog/requests';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ sku: skuSchema }), async ({ sku }, { locals }) => {
  const found = await findBySku(await getDb(), shelfFor(locals.site, locals.user), sku);
  return { product: found ? subscriptionProduct(found.product, found.variant) : null };
});
