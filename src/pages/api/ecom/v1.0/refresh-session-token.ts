// `refresh-session-token` (spec 000 §7): the session timer's Continue. It checks the session again at the identity
// provider, past any cache, and answers when it ends; without a session it is 401.
import { z } from 'zod/v4';
import { sessionExpiry } from '../../../../lib/account/auth.server';
import { postEndpoint } from '../../../../lib/http/endpoint';
import { errorResponse } from '../../../../lib/http/errors';

export const { POST, ALL } = postEndpoint(
  z.object({ forceRefreshToken: z.boolean().optional() }),
  async (_input, context) => {
    const expiresAt = await sessionExpiry(context.request.headers);
    if (!expiresAt) return errorResponse('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
    return { ok: true, expiresAt: expiresAt.toISOString() };
  },
);
