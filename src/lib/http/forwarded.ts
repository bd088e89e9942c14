// What a proxy tells the server about a request it passes on: the client's address (client-address.ts), and the
// scheme the browser used. The server believes these only from TRUSTED_PROXIES (src/lib/http/trusted-client.ts); from
// anyone else they are dropped before any of the shop's code, Astro's included, reads them.

/** The headers by which a proxy says how the request reached it, other than the client's address. */
export const FORWARDED_ORIGIN_HEADERS = ['x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'forwarded'];

/**
 * The scheme of the address the browser used, as Astro reads it for the request's URL: the first X-Forwarded-Proto
 * value when it is http or https, else the socket's own.
 */
export function forwardedScheme(header: string | string[] | undefined, encrypted: boolean): 'http:' | 'https:' {
  const first = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')[0]?.trim();
  if (first === 'https' || first === 'http') return `${first}:`;
  return encrypted ? 'https:' : 'http:';
}
