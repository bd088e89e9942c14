import { z } from 'zod/v4';
import { addressInput } from '../../../../lib/account/address';
import { updateAddress } from '../../../../lib/account/addresses.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(
  z.object({ id: z.string().min(1).max(64), address: addressInput }),
  (db, user, { id, address }) => updateAddress(db, user.id, id, address),
);
