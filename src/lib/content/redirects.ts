// The redirects editors keep (spec 000 §2 Navigation guard): what a redirect may come from and lead to, and the one
// form of a path the redirects table is looked up by. No schema imports here: the studio's island loads this.
import { safeLocalPath, withoutDoubledProducts } from '../site/navigation-guard';
import { isSafeHref } from './links';

/** The name the redirects table's cache is registered under (cache-registry.ts): dropping it drops every redirect. */
export const REDIRECTS_CACHE = 'redirects';

export type RedirectData = { from: string; to: string; statusCode: number; external: boolean };

/** The form a path is looked up in: case and trailing slashes make no difference. */
export const redirectLookupPath = (path: string): string =>
  (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path).toLowerCase();

/** Addresses the shop answers itself, before any redirect is looked up: the studio, the API, assets and images. */
const NEVER_REDIRECTED: { pattern: RegExp; why: string }[] = [
  { pattern: /^\/admin(\/|$)/i, why: 'is the studio’s own address and is never redirected' },
  { pattern: /^\/api(\/|$)/i, why: 'is an address of the shop’s API and is never redirected' },
  { pattern: /^\/(_|cms\/)/i, why: 'is an image or asset address of the shop and is never redirected' },
];

/** Why `from` cannot be redirected, or null: a plain path on this shop, as a browser asks for it. */
export function redirectSourceProblem(from: string): string | null {
  if (!from.startsWith('/')) return 'must be a path on this shop, starting with / (such as /old-page)';
  if (safeLocalPath(from) !== from || /[\s?#%]/.test(from.replace(/%[0-9A-Fa-f]{2}/g, '')))
    return 'must be a plain path: no spaces, query (?), fragment (#) or . and .. segments';
  if (redirectLookupPath(from) === '/') return 'is the home page, which cannot be redirected';
  const never = NEVER_REDIRECTED.find(({ pattern }) => pattern.test(from));
  if (never) return never.why;
  if (withoutDoubledProducts(from) !== from)
    return 'contains /products/products, which always leads to the same path without the doubled segment';
  return null;
}

/** An address that leaves the shop: an http(s) URL (spec 000 §2: following one needs an explicit flag). */
export const isOffSiteTarget = (to: string): boolean => /^https?:\/\//i.test(to);

/** Why `to` cannot be a redirect's target, or null: a path on this shop or an http(s) address. */
export function redirectTargetProblem(to: string): string | null {
  if (!isSafeHref(to) || (!isOffSiteTarget(to) && safeLocalPath(to) === null))
    return 'must be a path on this shop (such as /products/dog) or an http(s):// address';
  return null;
}

/** The problems that need both ends, each on the field to change; none while either end has a problem of its own. */
export function redirectPairProblems(data: RedirectData): { field: 'to' | 'external'; message: string }[] {
  if (redirectSourceProblem(data.from) || redirectTargetProblem(data.to)) return [];
  if (isOffSiteTarget(data.to))
    return data.external
      ? []
      : [{ field: 'external', message: 'must be ticked: this target leaves the shop (an http(s):// address)' }];
  const problems: { field: 'to' | 'external'; message: string }[] = [];
  if (redirectLookupPath(new URL(data.to, 'http://same.site').pathname) === redirectLookupPath(data.from))
    problems.push({ field: 'to', message: 'leads back to From: the page would redirect to itself' });
  if (data.external) problems.push({ field: 'external', message: 'must not be ticked: this target is on the shop' });
  return problems;
}
