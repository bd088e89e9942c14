// One product by its handle, or null (API.md "Products"): null too for one not on the asker's shelf. The product comes
// with what its page says of it (`content`, issue 37), or null where the shop has none, and each size with every
// picture of it.
import { z } from 'zod/v4';
import { shelfFor } from '../../../../lib/account/rules';
import { productByHandle } from '../../../../lib/catalog/catalogue.server';
import { handleSchema } from '../../../../lib/catalog/requests';
import { toApiProduct } from '../../../../lib/catalog/rows';
import { picturesOf } from '../../../../lib/catalog/product-page';
import { getDb } from '../../../../lib/db/instance.server';
import { getProductContent } from '../../../../lib/content/content.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ handle: handleSchema }), async ({ handle }, { locals }) => {
  const db = await getDb();
  const product = await productByHandle(db, shelfFor(locals.site, locals.user), handle);
  if (!product) return { product: null };
  const content = await getProductContent(db, locals.site, product.handle, locals.preview);
  const answer = toApiProduct(product);
  // Every picture of a size (spec 000 §3 variantMediaList): the product page's gallery.
  const variants = answer.variants.map((variant) => ({
    ...variant,
    variantMediaList: picturesOf(variant, content, product.title),
  }));
  return { product: { ...answer, variants, content } };
});
