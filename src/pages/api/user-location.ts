import { z } from 'zod/v4';
import { isValidZip } from '../../lib/catalog/zip';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';
import { features, secureCookies } from '../../lib/site/config.server';
import { stateForZip } from '../../lib/site/us-states';
import { saveShopperLocation } from '../../lib/stock/location.server';
import { zipCodeSchema } from '../../lib/stock/requests';
import { zipPairs } from '../../lib/stock/stock';
import { zipRanges } from '../../lib/stock/stock.server';

// A guest chooses where to deliver. The ZIP rule of spec 000 §5 decides: a ZIP the shop does not deliver to is refused
// with a userError and nothing changes.
export const { POST, ALL } = postEndpoint(
  z.object({ zipCode: zipCodeSchema }),
  async ({ zipCode }, { cookies, url }) => {
    const served = zipPairs(await zipRanges(await getDb()), 'HOME');
    if (!isValidZip(zipCode, served, features().zipOverride)) {
      return {
        location: null,
        userErrors: [
          {
            code: 'INVALID_ZIP',
            field: ['zipCode'],
            message: `We do not deliver to ${zipCode}. Please check the ZIP code.`,
          },
        ],
      };
    }
    saveShopperLocation(cookies, { zip: zipCode, destination: 'HOME' }, secureCookies(url));
    return { location: `${zipCode}::HOME`, state: stateForZip(zipCode), userErrors: [] };
  },
);
