import { z } from 'zod/v4';
import { getAnnouncements } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

export const { POST, ALL } = postEndpoint(z.object({}), async (_, { locals }) => ({
  announcements: await getAnnouncements(await getDb(), locals.site),
}));
