// The published highlight content blocks (the home page's hero), in order; the running site's entry wins over the one for both sites.
import { z } from 'zod/v4';
import { getHighlightContentBlocks } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  blocks: await getHighlightContentBlocks(await getDb(), locals.site),
}));
