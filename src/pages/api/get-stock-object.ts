import { z } from 'zod/v4';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';
import { zipPairs } from '../../lib/stock/stock';
import { zipRanges } from '../../lib/stock/stock.server';
import { destinationSchema } from '../../lib/stock/requests';

// The ZIP ranges the shop delivers to for a destination (API.md "Stock").
export const { POST, ALL } = postEndpoint(z.object({ destination: destinationSchema }), async ({ destination }) => ({
  data: { all_zips: [{ zips: zipPairs(await zipRanges(await getDb()), destination) }] },
}));
