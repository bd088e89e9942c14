import { z } from 'zod/v4';
import { getNavigation } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

const body = z.object({ handle: z.string().regex(/^[a-z0-9-]{1,100}$/, 'must be a navigation handle such as "main"') });

export const { POST, ALL } = postEndpoint(body, async ({ handle }, { locals }) => {
  const navigation = await getNavigation(await getDb(), locals.site, handle);
  return { navigation: navigation ? { handle, ...navigation } : null };
});
