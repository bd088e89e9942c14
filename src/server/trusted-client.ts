// Astro's Node request takes the first X-Forwarded-For entry as the client's address, which any client can write.
// Before Astro sees a request, this puts there the address that counts (DESIGN §5): the socket's, or, when the socket
// is one of TRUSTED_PROXIES, the address that proxy saw. Astro.clientAddress is then safe for per-client limits.
import type { IncomingMessage, Server } from 'node:http';
import { clientAddress, type TrustedProxies } from '../lib/http/client-address';

export function believeOnlyTrustedProxies(server: Pick<Server, 'prependListener'>, proxies: TrustedProxies): void {
  server.prependListener('request', (req: IncomingMessage) => {
    const forwarded = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = clientAddress(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
      proxies,
    );
  });
}
