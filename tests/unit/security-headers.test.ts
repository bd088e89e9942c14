import { describe, expect, it } from 'vitest';
import { isPersonalPath, pagePolicy, securityHeaders } from '../../src/lib/http/security-headers';
import { cspDirectives, styleSources } from '../../src/integrations/csp.mjs';

describe('security headers (issue: send the headers a browser needs)', () => {
  it('forbids framing and sniffing on every page, with a referrer that keeps paths on the site', () => {
    const headers = securityHeaders({ kind: 'html', https: false, personal: false });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cache-control']).toBeUndefined();
  });

  it('adds HSTS over https only, and never caches a personal page', () => {
    expect(securityHeaders({ kind: 'html', https: true, personal: false })['strict-transport-security']).toMatch(
      /^max-age=31536000/,
    );
    expect(securityHeaders({ kind: 'html', https: false, personal: true })['cache-control']).toBe('private, no-store');
    expect(securityHeaders({ kind: 'data', https: false, personal: true })['cache-control']).toBe('private, no-store');
    expect(securityHeaders({ kind: 'file', https: false, personal: true })['cache-control']).toBeUndefined();
  });

  it('never lets the browser keep a redirect of a personal page, which Back would follow again (issue 36)', () => {
    const redirect = securityHeaders({ kind: 'redirect', https: false, personal: true });
    expect(redirect['cache-control']).toBe('private, no-store');
    expect(redirect['content-security-policy']).toBeUndefined();
    expect(securityHeaders({ kind: 'redirect', https: false, personal: false })['cache-control']).toBeUndefined();
    expect(securityHeaders({ kind: 'data', https: false, personal: true })['x-frame-options']).toBeUndefined();
  });

  it('counts the cart, checkout, account and studio pages as personal, and the catalogue as not', () => {
    for (const path of ['/cart', '/checkout/review', '/account/orders/1', '/logout', '/admin', '/admin/entries'])
      expect(isPersonalPath(path)).toBe(true);
    for (const path of ['/', '/products', '/products/dog', '/cartoons', '/contact-us', '/administration'])
      expect(isPersonalPath(path)).toBe(false);
  });
});

describe('a page’s Content Security Policy (issue: a strict CSP)', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('keeps the script hashes Astro rendered, and lets no inline script or eval run', () => {
    const rendered =
      "default-src 'self';script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'sha256-CCC=';";
    const policy = pagePolicy(rendered, cspDirectives, styleSources);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('allows style attributes: style-src carries no hash, which would turn unsafe-inline off', () => {
    const policy = pagePolicy("script-src 'self'; style-src 'self' 'sha256-CCC='", cspDirectives, styleSources);
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
  });

  it('merges a directive named twice into one, so no source a component added is lost', () => {
    const rendered =
      "connect-src 'self' https://reviews.example; connect-src 'self'; script-src 'self' https://reviews.example";
    const policy = pagePolicy(rendered, cspDirectives, styleSources);
    expect(policy.split('; ').filter((d) => d.startsWith('connect-src '))).toEqual([
      "connect-src 'self' https://reviews.example",
    ]);
  });

  it('allows only the shop’s own script files on a page Astro did not render', () => {
    const policy = pagePolicy(null, cspDirectives, styleSources);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(securityHeaders({ kind: 'html', https: false, personal: false, policy })['content-security-policy']).toBe(
      policy,
    );
  });
});
