// A guest chooses where to deliver. The ZIP rule of spec 000 §5 decides: a ZIP the shop does not deliver to is refused
// with a userError and nothing changes.
import { z } from 'zod/v4';
import { saveShopperLocation } from '../../lib/account/location.server';
import { getDb } from '../../lib/db/instance.server';
import { postEndpoint } from '../../lib/http/endpoint';
import { secureCookies } from '../../lib/site/config.server';
import { stateForZip } from '../../lib/site/us-states';
import { zipCodeSchema } from '../../lib/stock/requests';
import { deliversTo } from '../../lib/stock/stock.server';

export const { POST, ALL } = postEndpoint(
  z.object({ zipCode: zipCodeSchema }),
  async ({ zipCode }, { cookies, url }) => {
    if (!(await deliversTo(await getDb(), zipCode)))
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
    saveShopperLocation(cookies, { zip: zipCode, destination: 'HOME' }, secureCookies(url));
    return { location: `${zipCode}::HOME`, state: stateForZip(zipCode), userErrors: [] };
  },
);
