import { getNoResultsSuggestions } from '../../../../lib/content/content.server';
import { getDb } from '../../../../lib/db/instance.server';
import { getEndpoint } from '../../../../lib/http/endpoint';

// GET, no body (spec 000 §7): what to offer a shopper whose search found nothing.
export const { GET, ALL } = getEndpoint(async ({ locals }) => ({
  suggestions: await getNoResultsSuggestions(await getDb(), locals.site),
}));
