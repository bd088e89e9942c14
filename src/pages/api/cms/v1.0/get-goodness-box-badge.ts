// The published goodness box badges, in order; the running site's entry wins over the one for both sites.
import { z } from 'zod/v4';
import { getGoodnessBoxBadges } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  badges: await getGoodnessBoxBadges(await getDb(), locals.site),
}));
