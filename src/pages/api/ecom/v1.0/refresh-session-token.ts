// `refresh-session-token` (spec 000 §4, §7): the session timer's Continue. The session is extended to a full lifetime
// from now and its cookie sent again; the answer says when it ends. Without a session it is 401.
import { z } from 'zod/v4';
import { renewSession } from '../../../../lib/account/auth.server';
import { postEndpoint } from '../../../../lib/http/endpoint';
import { errorResponse, withSetCookies, json } from '../../../../lib/http/errors';

export const { POST, ALL } = postEndpoint(
  z.object({ forceRefreshToken: z.boolean().optional() }),
  async (_input, context) => {
    const renewed = await renewSession(context.request.headers);
    if (!renewed) return errorResponse('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
    return withSetCookies(json({ ok: true, expiresAt: renewed.expiresAt.toISOString() }), [renewed.setCookie]);
  },
);
