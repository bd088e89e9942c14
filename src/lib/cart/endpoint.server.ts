// A cart endpoint: parse the body, build the request's cart context, call the service, and keep the cart cookie in
// step with the answer (set on create, cleared when the cart is emptied).
import type { APIContext } from 'astro';
import type { z } from 'zod/v4';
import { getDb } from '../db/instance.server';
import { postEndpoint } from '../http/endpoint';
import { secureCookies } from '../site/config.server';
import type { CartContext, ServiceAnswer } from './cart.server';
import { cartContext } from './context.server';
import { clearCartCookie, setCartCookie } from './cookies.server';

type Db = Awaited<ReturnType<typeof getDb>>;

export function cartEndpoint<S extends z.ZodObject>(schema: S, call: (db: Db, context: CartContext, input: z.output<S>) => Promise<ServiceAnswer>) {
  return postEndpoint(schema, async (input, request: APIContext) => {
    const { cookie, ...answer } = await call(await getDb(), cartContext(request), input);
    const secure = secureCookies(request.url);
    if (cookie && 'set' in cookie) setCartCookie(request.cookies, cookie.set, request.locals.user !== null, secure);
    if (cookie && 'clear' in cookie) clearCartCookie(request.cookies, cookie.clear, secure);
    return answer;
  });
}
