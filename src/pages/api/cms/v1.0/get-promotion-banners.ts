// The promotions showing now on this site: published and within their dates, in order.
import { z } from 'zod/v4';
import { getPromotionBanners } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  promotions: await getPromotionBanners(await getDb(), locals.site),
}));
