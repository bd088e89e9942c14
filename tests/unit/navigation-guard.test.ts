import { describe, it, expect } from 'vitest';
import {
  decodeRedirect,
  encodeRedirect,
  needsSignIn,
  redirectDecision,
  safeLocalPath,
  sameSiteReferrer,
  signInLocation,
  withoutDoubledProducts,
} from '../../src/lib/site/navigation-guard';

describe('withoutDoubledProducts', () => {
  it('removes a doubled products segment (spec 000 §2 Navigation guard)', () => {
    expect(withoutDoubledProducts('/products/products/dog')).toBe('/products/dog');
  });

  it('removes the segment however many times it repeats (spec 000 §2 Navigation guard)', () => {
    expect(withoutDoubledProducts('/products/products/products/products/cat/food')).toBe('/products/cat/food');
    expect(withoutDoubledProducts('/products/products')).toBe('/products');
  });

  it('leaves a segment that only starts with "products" untouched (spec 000 §2 Navigation guard)', () => {
    expect(withoutDoubledProducts('/products/productsx')).toBe('/products/productsx');
    expect(withoutDoubledProducts('/products/dog')).toBe('/products/dog');
  });
});

describe('needsSignIn', () => {
  it('asks for sign-in on any path with an account segment (spec 000 §2 Navigation guard)', () => {
    expect(needsSignIn('/account')).toBe(true);
    expect(needsSignIn('/account/orders')).toBe(true);
    expect(needsSignIn('/account/orders/123')).toBe(true);
  });

  it('asks for sign-in before the content studio (issue "Content studio")', () => {
    expect(needsSignIn('/admin')).toBe(true);
    expect(needsSignIn('/admin/anything')).toBe(true);
    expect(needsSignIn('/administration')).toBe(false);
    expect(needsSignIn('/products/admin')).toBe(false);
  });

  it('does not ask for sign-in where "account" is not a whole segment (spec 000 §2 Navigation guard)', () => {
    expect(needsSignIn('/accounts')).toBe(false);
    expect(needsSignIn('/shelter/login')).toBe(false);
    expect(needsSignIn('/products/my-account-food')).toBe(false);
    expect(needsSignIn('/')).toBe(false);
  });
});

describe('encodeRedirect and signInLocation', () => {
  it('encodes the full path, query included, as base64 (spec 000 §2 Navigation guard)', () => {
    expect(encodeRedirect('/account/orders?x=1')).toBe('L2FjY291bnQvb3JkZXJzP3g9MQ==');
  });

  it('redirects a guest with the base64 of the full path, query included (spec 000 §2 Navigation guard)', () => {
    expect(signInLocation('/account/orders?x=1')).toBe('/shelter/login?redirect=L2FjY291bnQvb3JkZXJzP3g9MQ%3D%3D');
  });
});

describe('decodeRedirect', () => {
  it('round-trips a path with its query (spec 000 §2 After login)', () => {
    expect(decodeRedirect(encodeRedirect('/account/orders?x=1'))).toBe('/account/orders?x=1');
    expect(decodeRedirect(encodeRedirect('/account/orders/42#top'))).toBe('/account/orders/42#top');
  });

  it('refuses off-site targets (spec 000 §2 After login)', () => {
    expect(decodeRedirect(encodeRedirect('//evil.com'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('/\\evil.com'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('https://evil.com'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('evil.com/account'))).toBeNull();
  });

  it('refuses a path that dot segments turn into //host (spec 000 §2 After login)', () => {
    expect(decodeRedirect(encodeRedirect('/..//evil.com'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('/.//evil.com'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('/%2e%2e//evil.com'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('/..\\/evil.com'))).toBeNull();
  });

  it('refuses a value that is not base64, and a missing one', () => {
    expect(decodeRedirect('not base64!')).toBeNull();
    expect(decodeRedirect('%2Faccount')).toBeNull();
    expect(decodeRedirect('')).toBeNull();
    expect(decodeRedirect(null)).toBeNull();
    expect(decodeRedirect(undefined)).toBeNull();
  });
});

describe('safeLocalPath', () => {
  it('keeps a same-site path with query and hash', () => {
    expect(safeLocalPath('/cart?step=2#summary')).toBe('/cart?step=2#summary');
  });

  it('refuses protocol-relative, backslash, absolute and control-character targets', () => {
    expect(safeLocalPath('//evil.com/x')).toBeNull();
    expect(safeLocalPath('/\\evil.com')).toBeNull();
    expect(safeLocalPath('https://evil.com/')).toBeNull();
    expect(safeLocalPath('javascript:alert(1)')).toBeNull();
    expect(safeLocalPath('/\t/evil.com')).toBeNull();
    expect(safeLocalPath('cart')).toBeNull();
    expect(safeLocalPath('')).toBeNull();
  });

  it('refuses a path that dot segments turn into //host', () => {
    expect(safeLocalPath('/..//evil.com')).toBeNull();
    expect(safeLocalPath('/a/..//evil.com')).toBeNull();
  });
});

describe('redirectDecision', () => {
  it('sends an internal redirect to its path and keeps the query when the target has none (spec 000 §2 Navigation guard)', () => {
    expect(redirectDecision({ toUrl: '/products/dog', statusCode: 301, isExternal: false }, '?sku=123')).toEqual({
      location: '/products/dog?sku=123',
      status: 301,
    });
  });

  it('keeps the target’s own query instead of the request’s (spec 000 §2 Navigation guard)', () => {
    expect(
      redirectDecision({ toUrl: '/products?species=dog', statusCode: 308, isExternal: false }, '?sku=123'),
    ).toEqual({
      location: '/products?species=dog',
      status: 308,
    });
  });

  it('puts the kept query before the target’s hash, not inside it (spec 000 §2 Navigation guard)', () => {
    expect(redirectDecision({ toUrl: '/faq#shipping', statusCode: 301, isExternal: false }, '?utm=mail')).toEqual({
      location: '/faq?utm=mail#shipping',
      status: 301,
    });
  });

  it('refuses an internal target that normalises to //host (spec 000 §2 Navigation guard)', () => {
    expect(redirectDecision({ toUrl: '/..//evil.com', statusCode: 301, isExternal: false }, '')).toHaveProperty(
      'error',
    );
  });

  it('leaves an internal target without a query as it is when the request has none', () => {
    expect(redirectDecision({ toUrl: '/faq', statusCode: 307, isExternal: false }, '')).toEqual({
      location: '/faq',
      status: 307,
    });
  });

  it('follows an external URL flagged as external (spec 000 §2 Navigation guard)', () => {
    expect(redirectDecision({ toUrl: 'https://www.hillspet.com/', statusCode: 302, isExternal: true }, '?a=1')).toEqual(
      {
        location: 'https://www.hillspet.com/',
        status: 302,
      },
    );
  });

  it('is an error to go to an external URL without the flag (spec 000 §2 Navigation guard, §8)', () => {
    expect(redirectDecision({ toUrl: 'https://evil.com/', statusCode: 301, isExternal: false }, '')).toEqual({
      error: 'external redirect to https://evil.com/ is not flagged as external',
    });
  });

  it('is an error when the target is neither a path nor a URL', () => {
    expect(redirectDecision({ toUrl: 'evil.com', statusCode: 301, isExternal: true }, '')).toEqual({
      error: 'redirect target is neither a path nor a URL: evil.com',
    });
    expect(redirectDecision({ toUrl: '//evil.com', statusCode: 301, isExternal: true }, '')).toHaveProperty('error');
    expect(redirectDecision({ toUrl: 'javascript:alert(1)', statusCode: 301, isExternal: true }, '')).toHaveProperty(
      'error',
    );
  });

  it('turns unknown status codes into 302', () => {
    expect(redirectDecision({ toUrl: '/faq', statusCode: 200, isExternal: false }, '')).toEqual({
      location: '/faq',
      status: 302,
    });
    expect(redirectDecision({ toUrl: '/faq', statusCode: 303, isExternal: false }, '')).toEqual({
      location: '/faq',
      status: 302,
    });
    expect(redirectDecision({ toUrl: 'https://a.example/', statusCode: 500, isExternal: true }, '')).toEqual({
      location: 'https://a.example/',
      status: 302,
    });
  });
});

describe('sameSiteReferrer', () => {
  const site = 'https://shop.example';

  it('answers the path and query of a page on this site (spec 000 §2 Navigation guard)', () => {
    expect(sameSiteReferrer('https://shop.example/products/dog/species?page=2#top', site)).toBe(
      '/products/dog/species?page=2',
    );
    expect(sameSiteReferrer('https://shop.example/', site)).toBe('/');
  });

  it('never answers another site, another scheme or port, or something that is no address (spec 000 §2 Navigation guard)', () => {
    expect(sameSiteReferrer('https://evil.example/products', site)).toBeNull();
    expect(sameSiteReferrer('http://shop.example/products', site)).toBeNull();
    expect(sameSiteReferrer('https://shop.example:8443/products', site)).toBeNull();
    expect(sameSiteReferrer('https://shop.example.evil.example/products', site)).toBeNull();
    expect(sameSiteReferrer('/products', site)).toBeNull();
    expect(sameSiteReferrer('', site)).toBeNull();
    expect(sameSiteReferrer(null, site)).toBeNull();
  });
});
