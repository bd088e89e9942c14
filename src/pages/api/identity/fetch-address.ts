// One clinic's address (spec 000 §7 fetch-address).
import { z } from 'zod/v4';
import { findClinic } from '../../../lib/account/clinics.server';
import { errorResponse } from '../../../lib/http/errors';
import { identityEndpoint } from '../../../lib/http/identity-endpoint.server';

export const { POST, ALL } = identityEndpoint(
  z.object({ clinicID: z.string().min(1).max(64) }),
  async (db, _user, { clinicID }) => {
    const clinic = await findClinic(db, clinicID);
    return clinic ? { clinic } : errorResponse('NOT_FOUND', 'We could not find that clinic.');
  },
);
