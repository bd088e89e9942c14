// Astro's Node request takes the first X-Forwarded-For entry as the client's address, and X-Forwarded-Proto as the
// scheme of the page's own links, both of which any client can write. Before anything else sees a request, this puts
// there the address that counts (DESIGN §5): the socket's, or, when the socket is one of TRUSTED_PROXIES, the address
// that proxy saw; and it drops every other forwarded header unless a trusted proxy sent it. Astro.clientAddress is
// then safe for per-client limits, and a guest cannot make the shop write https links (and HSTS) into a page that the
// page cache then serves to everyone.
import type { IncomingMessage } from 'node:http';
import { clientAddress, fromTrustedProxy, type TrustedProxies } from './client-address';
import { FORWARDED_ORIGIN_HEADERS } from './forwarded';

/** Rewrites the request's forwarded headers; the server's first step for every request (http-server.ts). */
export function believeOnlyTrustedProxies(req: IncomingMessage, proxies: TrustedProxies): void {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = clientAddress(
    req.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null),
    proxies,
  );
  if (!fromTrustedProxy(req.socket.remoteAddress, proxies))
    for (const name of FORWARDED_ORIGIN_HEADERS) delete req.headers[name];
}
