// POST /api/account/pets/create { name, species, birthday, breedSize?, weightLb, activity, neutered, healthConditions,
// photoId? } (issue 42 §1): a new pet of the signed-in customer; a refused field is 400 at its path.
import { petAnswer, petsEndpoint } from '../../../../lib/http/pets-endpoint.server';
import { petFields } from '../../../../lib/pets/fields';
import { addPet } from '../../../../lib/pets/my-pets.server';

export const { POST, ALL } = petsEndpoint(petFields, async (db, user, pet) =>
  petAnswer(await addPet(db, user.id, pet)),
);
