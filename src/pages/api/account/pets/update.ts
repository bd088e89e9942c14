// POST /api/account/pets/update { id, ...pet } (issue 42 §1): the customer's own pet changed; another's is 404.
import { z } from 'zod/v4';
import { petAnswer, petsEndpoint } from '../../../../lib/http/pets-endpoint.server';
import { petFields } from '../../../../lib/pets/fields';
import { changePet } from '../../../../lib/pets/my-pets.server';

const body = petFields.extend({ id: z.string().min(1).max(100) });

export const { POST, ALL } = petsEndpoint(body, async (db, user, { id, ...pet }) =>
  petAnswer(await changePet(db, user.id, id, pet)),
);
