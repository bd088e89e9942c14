// POST /api/account/pets/delete { id } (issue 42 §1): the customer's own pet removed, with its photo;
// another's is 404.
import { z } from 'zod/v4';
import { errorResponse } from '../../../../lib/http/errors';
import { petsEndpoint } from '../../../../lib/http/pets-endpoint.server';
import { removePet } from '../../../../lib/pets/my-pets.server';

export const { POST, ALL } = petsEndpoint(z.object({ id: z.string().min(1).max(100) }), async (db, user, { id }) =>
  (await removePet(db, user.id, id)) ? { deleted: { id } } : errorResponse('NOT_FOUND', 'No such pet'),
);
