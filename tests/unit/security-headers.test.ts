import { describe, expect, it } from 'vitest';
import { isPersonalPath, securityHeaders } from '../../src/lib/http/security-headers';

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
    expect(securityHeaders({ kind: 'data', https: false, personal: true })['x-frame-options']).toBeUndefined();
  });

  it('counts the cart, checkout and account pages as personal, and the catalogue as not', () => {
    for (const path of ['/cart', '/checkout/review', '/account/orders/1', '/logout'])
      expect(isPersonalPath(path)).toBe(true);
    for (const path of ['/', '/products', '/products/dog', '/cartoons', '/contact-us'])
      expect(isPersonalPath(path)).toBe(false);
  });
});
