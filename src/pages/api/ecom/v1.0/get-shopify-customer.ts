// The signed-in customer (spec 000 §3 Customer profile, §7 get-{commerce}-customer).
import { z } from 'zod/v4';
import { customerAnswer } from '../../../../lib/http/customer-answer.server';
import { customerEndpoint } from '../../../../lib/http/customer-endpoint.server';

export const { POST, ALL } = customerEndpoint(z.object({}), async (db, user, _input, context) => ({
  customer: await customerAnswer(db, user, context),
}));
