import { z } from 'zod/v4';
import { addressInput } from '../../../../lib/account/address';
import { createAddress } from '../../../../lib/account/addresses.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({ address: addressInput }), (db, user, { address }) =>
  createAddress(db, user.id, address),
);
