// Sign-out: the session ends at the identity provider, and the cart and order-management cookies go with it.
import { z } from 'zod/v4';
import { postEndpoint } from '../../../lib/http/endpoint';
import { jsonWithCookies } from '../../../lib/http/errors';
import { endSession } from '../../../lib/http/sign-out.server';

export const { POST, ALL } = postEndpoint(z.object({}), async (_input, context) =>
  jsonWithCookies({ redirectTo: '/' }, await endSession(context)),
);
