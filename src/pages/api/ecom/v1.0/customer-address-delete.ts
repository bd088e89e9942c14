import { z } from 'zod/v4';
import { deleteAddress } from '../../../../lib/account/addresses.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({ id: z.string().min(1).max(64) }), (db, user, { id }) =>
  deleteAddress(db, user.id, id),
);
