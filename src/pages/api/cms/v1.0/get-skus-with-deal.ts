// The SKUs with the deal badge on the asker's shelf: tagged badge::deal, or listed in a published skus_with_deal entry.
import { z } from 'zod/v4';
import { shelfFor } from '../../../../lib/account/rules';
import { dealSkus } from '../../../../lib/catalog/catalogue.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  skus: await dealSkus(await getDb(), shelfFor(locals.site, locals.user)),
}));
