// Deletes one of the signed-in customer's metafields (spec 000 §7 delete-metafield).
import { z } from 'zod/v4';
import { deleteCustomerMetafield } from '../../../../lib/account/customer.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(
  z.object({ metafieldId: z.string().min(1).max(64) }),
  async (db, user, { metafieldId }) => deleteCustomerMetafield(db, user.id, metafieldId),
);
