// Charities by tax id (eins=ID,ID), in the order asked, unknown ones left out: { results }.
import { givingGet } from '../../../../lib/http/giving-endpoint.server';
import { einsSchema } from '../../../../lib/giving/requests';
import { charitiesByIds } from '../../../../lib/giving/causes.server';

export const { GET, ALL } = givingGet(einsSchema, async ({ eins }, { db, store }) => ({
  results: await charitiesByIds(db, store, eins),
}));
