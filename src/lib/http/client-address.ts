// Who is asking, for rate limits: behind the operator's proxy the last X-Forwarded-For entry is the one the proxy
// added (earlier entries come from the client and could be anything); without a proxy, the socket's address.
import type { APIContext } from 'astro';

export function clientKey(context: Pick<APIContext, 'request' | 'clientAddress'>): string {
  const forwarded = context.request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) || context.clientAddress || 'unknown';
}
