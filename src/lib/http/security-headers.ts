// The headers every answer carries for the browser's protection: no MIME sniffing, no framing of any page (clickjacking
// on /cart and /account), a referrer that never carries a path to another site, HSTS where the shop is served over
// https, and no caching anywhere of a page that shows a signed-in person's data or a cart.
/** `html` a page, `data` a JSON answer, `file` anything else (images, robots.txt, the sitemap). */
export type Answer = { kind: 'html' | 'data' | 'file'; https: boolean; personal: boolean };

/** Paths whose pages show a shopper's own cart, checkout or account, signed in or not. */
const PERSONAL_PATHS = /^\/(cart|checkout|account|logout|shelter\/register)(\/|$)/;

export const isPersonalPath = (path: string): boolean => PERSONAL_PATHS.test(path);

export function securityHeaders(answer: Answer): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (answer.kind === 'html') {
    headers['content-security-policy'] = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";
    headers['x-frame-options'] = 'DENY';
  }
  if (answer.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  if (answer.kind !== 'file' && answer.personal) headers['cache-control'] = 'private, no-store';
  return headers;
}
