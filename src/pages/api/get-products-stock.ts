import { z } from 'zod/v4';
import { skuSchema } from '../../lib/catalog/requests';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';
import { stockForSkus } from '../../lib/stock/stock.server';
import { destinationSchema, zipCodeSchema } from '../../lib/stock/requests';

const body = z.object({
  skus: z.array(skuSchema).min(1).max(100),
  zipCode: zipCodeSchema,
  destination: destinationSchema,
});

// Stock per SKU for a ZIP and destination (API.md "Stock").
export const { POST, ALL } = postEndpoint(body, async ({ skus, zipCode, destination }) => {
  const stock = await stockForSkus(await getDb(), skus, zipCode, destination);
  return { skus: skus.map((sku) => ({ sku, in_stock: stock.get(sku) ?? false })) };
});
