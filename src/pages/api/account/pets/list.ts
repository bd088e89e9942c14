// GET /api/account/pets/list (issue 42 §1; docs/api.md "Pets"): the signed-in customer's pets, in the order added.
import { petsReadEndpoint } from '../../../../lib/http/pets-endpoint.server';
import { listPets } from '../../../../lib/pets/pets.server';

export const { GET, ALL } = petsReadEndpoint(async (db, user) => ({ pets: await listPets(db, user.id) }));
