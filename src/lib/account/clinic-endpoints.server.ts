// The identity proxy's clinic calls (spec 000 §7, under /api/identity/): staff only. The session cookie says who is
// asking; a `jwt` (a customer token for the `identity` service, from create-customer-token) may come with it, and
// then it must be valid, unexpired and the session customer's own, else 401 and nothing happens. `sessionToken`,
// which the upstream carried, is accepted and ignored.
import { z } from 'zod/v4';
import type { Db } from '../db/connect.server';
import { errorResponse } from '../http/errors';
import type { SessionUser } from './accounts.server';
import { customerEndpoint } from './customer-endpoint.server';
import { verifyCustomerToken } from './customer-token.server';
import { findClinic, joinClinic, searchClinics } from './clinics.server';

const withToken = { jwt: z.string().min(1).max(4096).nullable().optional() };

function identityEndpoint<S extends z.ZodObject>(
  schema: S,
  call: (db: Db, user: SessionUser, input: z.output<S>) => Promise<Response | Record<string, unknown>>,
) {
  return customerEndpoint(schema.extend(withToken), async (db, user, input) => {
    const { jwt } = input as { jwt?: string | null };
    if (jwt) {
      const check = await verifyCustomerToken(jwt, user, 'identity');
      if (!check.ok) return errorResponse('UNAUTHENTICATED', check.message);
    }
    if (user.kind !== 'staff') return errorResponse('FORBIDDEN', 'Only staff accounts can do this.');
    return call(db, user, input as z.output<S>);
  });
}

const notFound = () => errorResponse('NOT_FOUND', 'We could not find that clinic.');

export const searchClinicEndpoint = () =>
  identityEndpoint(
    z.object({
      searchType: z.enum(['name', 'city', 'zip']),
      searchTerm: z.string().trim().min(2, 'must be at least 2 characters').max(80),
    }),
    async (db, _user, input) => {
      if (input.searchType === 'zip' && !/^\d{2,5}$/.test(input.searchTerm))
        return errorResponse('BAD_REQUEST', 'searchTerm: a ZIP search takes 2 to 5 digits');
      return { results: await searchClinics(db, input.searchType, input.searchTerm) };
    },
  );

export const fetchAddressEndpoint = () =>
  identityEndpoint(z.object({ clinicID: z.string().min(1).max(64) }), async (db, _user, { clinicID }) => {
    const clinic = await findClinic(db, clinicID);
    return clinic ? { clinic } : notFound();
  });

export const joinClinicEndpoint = () =>
  identityEndpoint(z.object({ groupID: z.string().min(1).max(64) }), async (db, user, { groupID }) => {
    const clinic = await joinClinic(db, user.id, groupID);
    return clinic ? { clinic, isRegistered: true, redirectTo: '/products' } : notFound();
  });
