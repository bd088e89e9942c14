import { z } from 'zod/v4';
import { siteCatalogue } from '../../../../lib/catalog/catalogue.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

// The SKUs carrying the deal badge on this site.
export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  skus: (await siteCatalogue(await getDb(), locals.site)).flatMap((p) =>
    p.variants.filter((v) => v.badgeTags.includes('deal')).map((v) => v.sku),
  ),
}));
