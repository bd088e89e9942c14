// The navigation guard of spec 000 §2, as pure decisions the middleware carries out.

/** `/products/products/dog` → `/products/dog` (however many times the segment repeats). */
export function withoutDoubledProducts(path: string): string {
  let result = path;
  while (/\/products\/products(?=\/|$)/.test(result))
    result = result.replace(/\/products\/products(?=\/|$)/, '/products');
  return result;
}

/** Any path with an `account` segment is for signed-in shoppers only, and the content studio for signed-in editors. */
export const needsSignIn = (path: string) => /(^|\/)account(\/|$)/.test(path) || /^\/admin(\/|$)/.test(path);

/** The base64 of the full wanted path, query included (spec 000 §2). */
export function encodeRedirect(pathWithQuery: string): string {
  return Buffer.from(pathWithQuery, 'utf8').toString('base64');
}

/** A same-site path only: anything that could leave the site (`//host`, `/\host`, `https:…`) is refused. */
export function safeLocalPath(value: string | null | undefined): string | null {
  const offSite = (path: string) => !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\');
  // eslint-disable-next-line no-control-regex -- a control character in a path is exactly what is refused here
  if (!value || offSite(value) || /[\u0000-\u001f]/.test(value)) return null;
  const parsed = new URL(value, 'http://same.site');
  const local = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can turn `/..//evil.com` into `//evil.com`: check what is left after URL normalisation too.
  return parsed.origin === 'http://same.site' && !offSite(local) ? local : null;
}

/** The page a request came from, when its Referer is an address on this site (`siteOrigin`); never another site's. */
export function sameSiteReferrer(referer: string | null, siteOrigin: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  return from.origin === siteOrigin ? safeLocalPath(`${from.pathname}${from.search}`) : null;
}

export function decodeRedirect(value: string | null | undefined): string | null {
  if (!value || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  return safeLocalPath(Buffer.from(value, 'base64').toString('utf8'));
}

export function signInLocation(pathWithQuery: string): string {
  return `/shelter/login?redirect=${encodeURIComponent(encodeRedirect(pathWithQuery))}`;
}

/** Carries the request's query to a target that has none, before any #fragment. */
function withQuery(target: string, search: string): string {
  const hashAt = target.indexOf('#');
  const [path, hash] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return path.includes('?') || !search ? target : `${path}${search}${hash}`;
}

export type RedirectRule = { toUrl: string; statusCode: number; isExternal: boolean };
/** The statuses a redirect answers with; any other in the table is answered as 302. */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
/** What each status tells browsers and search engines, in an editor's words. */
export const REDIRECT_STATUS_TEXT: Record<(typeof REDIRECT_STATUSES)[number], string> = {
  301: 'moved for good',
  302: 'moved for now',
  307: 'moved for now, same method',
  308: 'moved for good, same method',
};
export type RedirectDecision = { location: string; status: number } | { error: string };

/** An internal target is a path on this site; an external one needs its flag, or it is an error (spec 000 §2). */
export function redirectDecision(rule: RedirectRule, search: string): RedirectDecision {
  const status = (REDIRECT_STATUSES as readonly number[]).includes(rule.statusCode) ? rule.statusCode : 302;
  const local = safeLocalPath(rule.toUrl);
  if (local) return { location: withQuery(local, search), status };
  if (!/^https?:\/\//i.test(rule.toUrl) || !URL.canParse(rule.toUrl))
    return { error: `redirect target is neither a path nor a URL: ${rule.toUrl}` };
  if (!rule.isExternal) return { error: `external redirect to ${rule.toUrl} is not flagged as external` };
  return { location: rule.toUrl, status };
}
