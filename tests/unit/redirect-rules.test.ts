// Redirects editors keep in the studio (spec 000 §2 Navigation guard; API.md "Content studio", type `redirect`): what
// one may come from and lead to, and the messages an editor sees beside each field.
import { describe, expect, it } from 'vitest';
import {
  isOffSiteTarget,
  redirectLookupPath,
  redirectPairProblems,
  redirectSourceProblem,
  redirectTargetProblem,
} from '../../src/lib/content/redirects';
import { checkEntryData } from '../../src/lib/studio/rules';

const issuesOf = (data: unknown) => {
  const checked = checkEntryData('redirect', data);
  return checked.ok ? [] : checked.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('where a redirect may come from (spec 000 §2 Navigation guard)', () => {
  it('takes a plain path on this shop', () => {
    for (const path of ['/dog-food', '/products/old-kibble', '/Old/Page/', '/caf%C3%A9'])
      expect(redirectSourceProblem(path)).toBeNull();
  });

  it('refuses what is not a path, or carries a query, a fragment, spaces or dot segments', () => {
    for (const path of [
      'dog-food',
      'https://example.org/x',
      '//evil.example',
      '/\\evil',
      '/a?b=1',
      '/a#top',
      '/a b',
      '/a/../b',
      '/100%',
    ])
      expect(redirectSourceProblem(path), path).toMatch(/must be/);
  });

  it('refuses the home page, the studio, the API and the shop’s own assets', () => {
    expect(redirectSourceProblem('/')).toMatch(/home page/);
    expect(redirectSourceProblem('/admin')).toMatch(/studio/);
    expect(redirectSourceProblem('/admin/x')).toMatch(/studio/);
    expect(redirectSourceProblem('/api/cms/v1.0/get-contact')).toMatch(/API/);
    expect(redirectSourceProblem('/cms/site-404.png')).toMatch(/image or asset/);
    expect(redirectSourceProblem('/_image')).toMatch(/image or asset/);
    expect(redirectSourceProblem('/administration')).toBeNull();
    expect(redirectSourceProblem('/apis')).toBeNull();
  });

  it('refuses a path with /products/products, which the guard always sends to the single segment (spec 000 §2)', () => {
    expect(redirectSourceProblem('/products/products/dog')).toMatch(/doubled segment/);
  });
});

describe('where a redirect may lead (spec 000 §2: an external target must be flagged external)', () => {
  it('takes a path on this shop or an http(s) address', () => {
    for (const to of ['/faq', '/products/dog?sort=price', 'https://www.example.org/vets', 'http://example.org'])
      expect(redirectTargetProblem(to), to).toBeNull();
  });

  it('refuses anything else (isSafeHref), and a path that leaves the site once normalised', () => {
    for (const to of [
      'javascript:alert(1)',
      '//evil.example',
      'ftp://example.org',
      'faq',
      '/..//evil.example',
      'https://',
    ])
      expect(redirectTargetProblem(to), to).toMatch(/must be a path on this shop/);
  });

  it('tells an off-site target apart', () => {
    expect(isOffSiteTarget('https://example.org')).toBe(true);
    expect(isOffSiteTarget('HTTP://example.org')).toBe(true);
    expect(isOffSiteTarget('/faq')).toBe(false);
  });

  it('needs the external flag for an http(s) target, and refuses it for a path', () => {
    const base = { from: '/vets', statusCode: 302 };
    expect(redirectPairProblems({ ...base, to: 'https://example.org', external: false })).toEqual([
      { field: 'external', message: expect.stringMatching(/must be ticked/) },
    ]);
    expect(redirectPairProblems({ ...base, to: 'https://example.org', external: true })).toEqual([]);
    expect(redirectPairProblems({ ...base, to: '/faq', external: true })).toEqual([
      { field: 'external', message: expect.stringMatching(/must not be ticked/) },
    ]);
  });

  it('refuses a target that leads back to the source, whatever its case, trailing slash or query', () => {
    const loop = { from: '/Help', statusCode: 301, external: false };
    for (const to of ['/help', '/help/', '/HELP?x=1'])
      expect(
        redirectPairProblems({ ...loop, to }).map((p) => p.field),
        to,
      ).toEqual(['to']);
    expect(redirectPairProblems({ ...loop, to: '/helpful' })).toEqual([]);
  });
});

describe('the redirects table is looked up by one form of a path', () => {
  it('ignores case and trailing slashes', () => {
    expect(redirectLookupPath('/Dog-Food/')).toBe('/dog-food');
    expect(redirectLookupPath('/dog-food//')).toBe('/dog-food');
    expect(redirectLookupPath('/')).toBe('/');
  });
});

describe('a redirect entry’s data (API.md "Content studio")', () => {
  it('fills in status 301 and not external', () => {
    expect(checkEntryData('redirect', { from: '/old', to: '/new' })).toEqual({
      ok: true,
      data: { from: '/old', to: '/new', statusCode: 301, external: false },
    });
  });

  it('takes the four redirect statuses only', () => {
    for (const statusCode of [301, 302, 307, 308])
      expect(issuesOf({ from: '/old', to: '/new', statusCode })).toEqual([]);
    for (const statusCode of [300, 303, 304, 200])
      expect(issuesOf({ from: '/old', to: '/new', statusCode })).toContainEqual([
        'data.statusCode',
        'must be 301, 302, 307 or 308',
      ]);
    expect(issuesOf({ from: '/old', to: '/new', statusCode: 301.5 }).map(([path]) => path)).toEqual([
      'data.statusCode',
    ]);
  });

  it('puts each message on the field to change', () => {
    expect(issuesOf({ from: 'old', to: '/new' })).toEqual([['data.from', expect.stringMatching(/starting with \//)]]);
    expect(issuesOf({ from: '/api/x', to: 'javascript:x' })).toEqual([
      ['data.from', expect.stringMatching(/API/)],
      ['data.to', expect.stringMatching(/path on this shop/)],
    ]);
    expect(issuesOf({ from: '/vets', to: 'https://example.org/vets' })).toEqual([
      ['data.external', expect.stringMatching(/must be ticked/)],
    ]);
    expect(issuesOf({ from: '/same', to: '/same/' })).toEqual([['data.to', expect.stringMatching(/itself/)]]);
  });
});
