// One product by its handle, or null (API.md "Products"): null too for one not on the asker's shelf.
import { z } from 'zod/v4';
import { shelfFor } from '../../../../lib/account/rules';
import { productByHandle } from '../../../../lib/catalog/catalogue.server';
import { handleSchema } from '../../../../lib/catalog/requests';
import { toApiProduct } from '../../../../lib/catalog/rows';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ handle: handleSchema }), async ({ handle }, { locals }) => {
  const product = await productByHandle(await getDb(), shelfFor(locals.site, locals.user), handle);
  return { product: product ? toApiProduct(product) : null };
});
