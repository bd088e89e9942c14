// /api/crypto (spec 000 §7): a fresh order-management cookie for the signed-in customer, and the pair behind it.
import { z } from 'zod/v4';
import { customerEndpoint } from '../../lib/http/customer-endpoint.server';
import { json } from '../../lib/http/errors';
import { issueManagementCookie } from '../../lib/http/management-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({}), async (_db, user, _input, context) =>
  json(issueManagementCookie(context, user.id)),
);
