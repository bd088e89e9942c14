// A staff member joins their clinic, shelter or school and so finishes registration (spec 000 §7 join-clinic), on
// proof: the access code the clinic's manager hands out. At most ten tries in ten minutes for one account.
import { z } from 'zod/v4';
import { joinClinic } from '../../../lib/account/clinics.server';
import { errorResponse } from '../../../lib/http/errors';
import { identityEndpoint } from '../../../lib/http/identity-endpoint.server';
import { allowAttempt, tooManyTries } from '../../../lib/http/rate-limit.server';

const body = z.object({
  groupID: z.string().min(1).max(64),
  accessCode: z.string().trim().min(1, 'is required').max(40),
});

export const { POST, ALL } = identityEndpoint(body, async (db, user, { groupID, accessCode }) => {
  if (!(await allowAttempt(db, `join-clinic:${user.id}`, { max: 10, windowSeconds: 600 }))) return tooManyTries();
  const joined = await joinClinic(db, user.id, groupID, accessCode);
  if (joined.kind === 'missing') return errorResponse('NOT_FOUND', 'We could not find that clinic.');
  if (joined.kind === 'wrong-code')
    return errorResponse(
      'FORBIDDEN',
      'That access code does not match this clinic. Ask your clinic manager for the code and try again.',
      [{ path: ['accessCode'], message: 'does not match this clinic' }],
    );
  // The catalogue says whom they joined (src/pages/products/index.astro).
  return {
    clinic: joined.clinic,
    isRegistered: true,
    redirectTo: `/products?joined=${encodeURIComponent(joined.clinic.id)}`,
  };
});
