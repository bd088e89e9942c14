// `refresh-session-token` (spec 000 §7): the session timer's Continue. It checks the session again at the identity
// provider, past any cache, and answers when it ends; without a session it is 401.
import { z } from 'zod/v4';
import { postEndpoint } from '../http/endpoint';
import { errorResponse } from '../http/errors';
import { getAuth } from './auth.server';

export const refreshSessionEndpoint = () =>
  postEndpoint(z.object({ forceRefreshToken: z.boolean().optional() }), async (_input, context) => {
    const auth = await getAuth();
    const session = await auth.api.getSession({
      headers: context.request.headers,
      query: { disableCookieCache: true },
    });
    if (!session) return errorResponse('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
    return { ok: true, expiresAt: new Date(session.session.expiresAt).toISOString() };
  });
