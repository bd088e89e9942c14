// The identity proxy's clinic calls (spec 000 §7, under /api/identity/): staff only. `jwt` and `sessionToken`, which
// the upstream carried, are accepted and ignored: the session cookie says who is asking.
import { z } from 'zod/v4';
import { errorResponse } from '../http/errors';
import { customerEndpoint } from './customer-endpoint.server';
import { findClinic, joinClinic, searchClinics } from './clinics.server';

const ignored = { jwt: z.unknown().optional() };
const staffOnly = () => errorResponse('FORBIDDEN', 'Only staff accounts can do this.');

export const searchClinicEndpoint = () =>
  customerEndpoint(z.object({ searchType: z.enum(['name', 'city', 'zip']), searchTerm: z.string().trim().min(2, 'must be at least 2 characters').max(80), ...ignored }), async (db, user, input) => {
    if (user.kind !== 'staff') return staffOnly();
    if (input.searchType === 'zip' && !/^\d{2,5}$/.test(input.searchTerm)) return errorResponse('BAD_REQUEST', 'searchTerm: a ZIP search takes 2 to 5 digits');
    return { results: await searchClinics(db, input.searchType, input.searchTerm) };
  });

export const fetchAddressEndpoint = () =>
  customerEndpoint(z.object({ clinicID: z.string().min(1).max(64), ...ignored }), async (db, user, { clinicID }) => {
    if (user.kind !== 'staff') return staffOnly();
    const clinic = await findClinic(db, clinicID);
    return clinic ? { clinic } : errorResponse('NOT_FOUND', 'We could not find that clinic.');
  });

export const joinClinicEndpoint = () =>
  customerEndpoint(z.object({ groupID: z.string().min(1).max(64), ...ignored }), async (db, user, { groupID }) => {
    if (user.kind !== 'staff') return staffOnly();
    const clinic = await joinClinic(db, user.id, groupID);
    return clinic ? { clinic, isRegistered: true, redirectTo: '/products' } : errorResponse('NOT_FOUND', 'We could not find that clinic.');
  });
