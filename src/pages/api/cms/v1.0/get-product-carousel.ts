import { z } from 'zod/v4';
import { publishedEntries } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

// The published product carousels (spec 000 §3 Carousel config), one per page.
export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  carousels: (await publishedEntries(await getDb(), 'carousel', locals.site)).map((e) => e.data),
}));
