// The facets of a category listing with the count each option would give, at most `limit` options a facet.
import { z } from 'zod/v4';
import { shelfFor } from '../../../../lib/account/rules';
import { categoryFilters } from '../../../../lib/catalog/filters.server';
import { getDb } from '../../../../lib/db/instance.server';
import { postEndpoint } from '../../../../lib/http/endpoint';

const body = z.object({
  handle: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/, 'must be a category path such as "dog/food-form/dry-food"')
    .max(300),
  limit: z.number().int().min(1).max(100).default(100),
});

export const { POST, ALL } = postEndpoint(
  body,
  async ({ handle, limit }, { locals }) =>
    (await categoryFilters(await getDb(), shelfFor(locals.site, locals.user), handle, limit)) ?? { filters: null },
);
