// Charities by words of their name or city, ZIP, city, state and category, a page at a time: { results, total }.
import { givingGet } from '../../../../lib/http/giving-endpoint.server';
import { charitySearchSchema } from '../../../../lib/giving/requests';
import { searchCharities } from '../../../../lib/giving/causes.server';

export const { GET, ALL } = givingGet(charitySearchSchema, async (query, { db, store }) =>
  searchCharities(db, store, query),
);
