import { z } from 'zod/v4';
import { getGlobals } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

const body = z.object({ fields: z.array(z.string().min(1).max(100)).min(1).max(100) });

export const { POST, ALL } = postEndpoint(body, async ({ fields }, { locals }) => ({
  globals: await getGlobals(await getDb(), locals.site, fields),
}));
