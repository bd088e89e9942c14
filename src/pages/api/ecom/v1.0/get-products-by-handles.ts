// The products these handles name, those on this site only (API.md "Products").
import { z } from 'zod/v4';
import { productsByHandles } from '../../../../lib/catalog/catalogue.server';
import { handlesSchema } from '../../../../lib/catalog/requests';
import { toApiProduct } from '../../../../lib/catalog/rows';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ handles: handlesSchema }), async ({ handles }, { locals }) => ({
  products: (await productsByHandles(await getDb(), locals.site, handles)).map(toApiProduct),
}));
