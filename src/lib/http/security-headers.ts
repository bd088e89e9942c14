// The headers every answer carries for the browser's protection: no MIME sniffing, no framing of any page (clickjacking
// on /cart and /account), a referrer that never carries a path to another site, HSTS where the shop is served over
// https, no caching anywhere of a page that shows a signed-in person's data or a cart, and on pages the Content
// Security Policy (see pagePolicy).
/**
 * `html` a page, `data` a JSON answer, `redirect` a redirect (its target can change: a checkout's step, then its
 * confirmation), `file` anything else (images, robots.txt, the sitemap).
 */
export type Answer = {
  kind: 'html' | 'data' | 'redirect' | 'file';
  https: boolean;
  personal: boolean;
  policy?: string;
};

/**
 * Paths whose pages show a shopper's own cart, checkout or account, an editor's studio, or carry a one-time token,
 * signed in or not.
 */
const PERSONAL_PATHS = /^\/(cart|checkout|account|admin|logout|shelter\/(register|verify-email|reset-password))(\/|$)/;

export const isPersonalPath = (path: string): boolean => PERSONAL_PATHS.test(path);

/**
 * A page's policy from the one Astro rendered (script-src with the hashes of the scripts it built, and the shop's
 * fixed directives) or, for a page Astro did not render, the fixed directives with scripts from the shop only.
 * Directives named twice are merged into one, and style-src is set to `styles`: style attributes cannot be hashed.
 */
export function pagePolicy(rendered: string | null, fixed: readonly string[], styles: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const directive of [...fixed, ...(rendered ?? "script-src 'self'").split(';')]) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    const known = directives.get(name) ?? new Set<string>();
    for (const source of sources) known.add(source);
    directives.set(name, known);
  }
  directives.set('style-src', new Set(styles));
  if (!directives.has('script-src')) directives.set('script-src', new Set(["'self'"]));
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

export function securityHeaders(answer: Answer): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (answer.kind === 'html') {
    headers['content-security-policy'] = answer.policy ?? "frame-ancestors 'none'; script-src 'self'";
    headers['x-frame-options'] = 'DENY';
  }
  if (answer.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  // A redirect kept by the browser would be followed again on Back without asking: /checkout and its steps once sent
  // the shopper to each other that way, forever, after an order.
  if (answer.kind !== 'file' && answer.personal) headers['cache-control'] = 'private, no-store';
  return headers;
}
