// The published two-column sections (an image beside rich text), in order; the running site's entry wins over the one for both sites.
import { z } from 'zod/v4';
import { getTwoColumnSections } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  sections: await getTwoColumnSections(await getDb(), locals.site),
}));
