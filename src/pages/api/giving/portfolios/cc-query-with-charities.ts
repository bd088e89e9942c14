// A portfolio with its charities (portfolioCharities); an unknown id is 404.
import { givingGet } from '../../../../lib/http/giving-endpoint.server';
import { errorResponse } from '../../../../lib/http/errors';
import { portfolioQuerySchema } from '../../../../lib/giving/requests';
import { portfolioWithCharities } from '../../../../lib/giving/causes.server';

export const { GET, ALL } = givingGet(portfolioQuerySchema, async ({ id }, { db, store }) => {
  const portfolio = await portfolioWithCharities(db, store, id);
  return portfolio ? { ...portfolio } : errorResponse('NOT_FOUND', 'There is no portfolio with this id');
});
