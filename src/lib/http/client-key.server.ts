// The asking client's address for rate limits. The server entry has already resolved it with TRUSTED_PROXIES
// (src/lib/http/trusted-client.ts), so Astro's clientAddress is the address that counts.
import type { APIContext } from 'astro';

export function clientKey(context: Pick<APIContext, 'clientAddress'>): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown'; // no socket address (astro dev without one)
  }
}
