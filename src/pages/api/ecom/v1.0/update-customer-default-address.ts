import { z } from 'zod/v4';
import { setDefaultAddress } from '../../../../lib/account/addresses.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(
  z.object({ addressId: z.string().min(1).max(64) }),
  (db, user, { addressId }) => setDefaultAddress(db, user.id, addressId),
);
