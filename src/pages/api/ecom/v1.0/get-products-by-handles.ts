// The products these handles name, those on the asker's shelf only (API.md "Products"): sold on this site, and
// Prescription Diet for eligible staff only.
import { z } from 'zod/v4';
import { shelfFor } from '../../../../lib/account/rules';
import { productsByHandles } from '../../../../lib/catalog/catalogue.server';
import { handlesSchema } from '../../../../lib/catalog/requests';
import { toApiProduct } from '../../../../lib/catalog/rows';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({ handles: handlesSchema }), async ({ handles }, { locals }) => ({
  products: (await productsByHandles(await getDb(), shelfFor(locals.site, locals.user), handles)).map(toApiProduct),
}));
