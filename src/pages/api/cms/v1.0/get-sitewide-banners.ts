import { z } from 'zod/v4';
import { getSitewideBanners } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  banners: await getSitewideBanners(await getDb(), locals.site),
}));
