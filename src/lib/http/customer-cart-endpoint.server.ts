// A cart call for the signed-in customer only (buy again, issue 42 §4): a guest gets the 401 of every customer call, a
// customer past the call's limit a 429, and the answer keeps the cart cookie in step as every cart call's does.
import type { z } from 'zod/v4';
import type { CartContext, ServiceAnswer } from '../cart/cart.server';
import { cartContext } from '../cart/context.server';
import type { Db } from '../db/connect.server';
import { cartAnswer } from './cart-endpoint.server';
import { customerEndpoint } from './customer-endpoint.server';
import { allowAttempt, tooManyTries, type Limit } from './rate-limit.server';

export function customerCartEndpoint<S extends z.ZodObject>(
  schema: S,
  limit: Limit & { name: string },
  call: (db: Db, context: CartContext, input: z.output<S>) => Promise<ServiceAnswer | Response>,
) {
  return customerEndpoint(schema, async (db, user, input, request) => {
    if (!(await allowAttempt(db, `${limit.name}:${user.id}`, limit))) return tooManyTries();
    const answer = await call(db, cartContext(request), input);
    return answer instanceof Response ? answer : cartAnswer(db, request, answer);
  });
}
