// The signed-in customer (spec 000 §7 get-{commerce}-customer).
import { z } from 'zod/v4';
import { getCustomer } from '../../../../lib/account/customer.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({}), async (db, user) => ({
  customer: await getCustomer(db, user),
}));
