// Causes by id, whichever kind each id names (spec 001 §5): charities in one search-by-eins call, each portfolio with
// its charities. Answered in the order asked; ids the service does not know are left out.
import type { GivingClient } from './client';
import { isCharityId } from './ids';
import type { Cause } from './types';

export async function loadCauses(
  client: Pick<GivingClient, 'charitiesByEins' | 'portfolio'>,
  ids: readonly string[],
): Promise<Cause[]> {
  const unique = [...new Set(ids)];
  const charityIds = unique.filter(isCharityId);
  const [charities, ...portfolios] = await Promise.all([
    client.charitiesByEins(charityIds),
    ...unique.filter((id) => !isCharityId(id)).map((id) => client.portfolio(id)),
  ]);
  const found = new Map<string, Cause>();
  for (const cause of [...(charities ?? []), ...portfolios]) if (cause) found.set(cause.id, cause);
  return unique.flatMap((id) => found.get(id) ?? []);
}

/** A cause known only by id and name (as tracking answers it), for when its details cannot be loaded. */
export function causeStub(id: string, name: string): Cause {
  return {
    id,
    name,
    website: null,
    logoUrl: null,
    streetAddress: null,
    city: null,
    state: null,
    zip: null,
    description: null,
    multiplier: 1,
    categoryId: 25,
    categoryName: '',
    categoryLogoUrl: null,
    headline: null,
    bannerUrl: null,
    portfolioCharities: null,
    default: false,
    isPortfolio: !isCharityId(id),
    nteeFullCode: null,
    nteeMainCode: null,
    nteeSubCode: null,
  };
}
