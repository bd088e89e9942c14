// Finds clinics, shelters and schools by name, city, or nearest to a ZIP first (spec 000 §7 search-clinic).
import { z } from 'zod/v4';
import { searchClinics } from '../../../lib/account/clinics.server';
import { errorResponse } from '../../../lib/http/errors';
import { identityEndpoint } from '../../../lib/http/identity-endpoint.server';

const body = z.object({
  searchType: z.enum(['name', 'city', 'zip']),
  searchTerm: z.string().trim().min(2, 'must be at least 2 characters').max(80),
});

export const { POST, ALL } = identityEndpoint(body, async (db, _user, input) => {
  if (input.searchType === 'zip' && !/^\d{2,5}$/.test(input.searchTerm))
    return errorResponse('BAD_REQUEST', 'searchTerm: a ZIP search takes 2 to 5 digits');
  return { results: await searchClinics(db, input.searchType, input.searchTerm) };
});
