import { z } from 'zod/v4';
import { listAddresses } from '../../../lib/account/addresses.server';
import { customerEndpoint } from '../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({}), async (db, user) => ({
  addresses: await listAddresses(db, user.id),
}));
