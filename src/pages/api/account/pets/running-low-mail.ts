// POST /api/account/pets/running-low-mail { on } (issue 42 §5): the My Profile switch for the mail sent before a pet's
// food runs out. Answers the switch as kept.
import { z } from 'zod/v4';
import { petsEndpoint } from '../../../../lib/http/pets-endpoint.server';
import { setRunningLowMail } from '../../../../lib/pets/running-low-mail.server';

export const { POST, ALL } = petsEndpoint(z.object({ on: z.boolean() }), async (db, user, { on }) => ({
  runningLowMail: await setRunningLowMail(db, user.id, on),
}));
