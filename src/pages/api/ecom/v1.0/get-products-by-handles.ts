import { z } from 'zod/v4';
import { productsByHandles } from '../../../../lib/catalog/catalogue.server';
import { toApiProduct } from '../../../../lib/catalog/reshape';
import { handlesSchema } from '../../../../lib/catalog/requests';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ handles: handlesSchema }), async ({ handles }, { locals }) => ({
  products: (await productsByHandles(await getDb(), locals.site, handles)).map(toApiProduct),
}));
