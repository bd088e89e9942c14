// The account side of the navigation guard (spec 000 §2 "Navigation guard", §6): a signed-in user has no business on
// the login, register or forgot-password pages; staff who have not finished registration are led to it; registered
// staff start from the catalogue rather than the home page.
import { isStaffSite, type SiteId } from '../site/site';
import { STAFF_REGISTRATION_PATH } from '../site/paths';
import { safeLocalPath } from '../site/navigation-guard';
import { afterLoginTarget, type AccountKind } from './rules';

export type GuardUser = { kind: AccountKind; isRegistered: boolean };

/** Where staff land instead of `/`. */
export const STAFF_LANDING = '/products';

const SIGNED_OUT_ONLY = /^\/shelter\/(login|register|forgot-password)\/?$/;
/**
 * What an unregistered staff member may still open (spec 000 §2 Navigation guard): registration itself, signing out,
 * and the help and legal pages the registration page links to.
 */
const OPEN_TO_UNREGISTERED =
  /^\/(shelter\/register|logout|maintenance|terms-and-conditions|shipping|returns-refunds|faq|contact-us)\/?$/;

/**
 * Where a request goes instead of `path`, or null to stay. `referrer` is the same-site page the request came from
 * (navigation-guard.ts sameSiteReferrer): a signed-in user on a signed-out page goes back to the `returnUrl`
 * parameter's page, else that one, else the `redirect` value, else home (spec 000 §2 Navigation guard, After login).
 */
export function accountRedirect(
  path: string,
  search: URLSearchParams,
  user: GuardUser | null,
  site: SiteId,
  referrer: string | null = null,
): string | null {
  if (!user) return null;
  const unregisteredStaff = isStaffSite(site) && user.kind === 'staff' && !user.isRegistered;
  if (unregisteredStaff) return OPEN_TO_UNREGISTERED.test(path) ? null : STAFF_REGISTRATION_PATH;
  if (SIGNED_OUT_ONLY.test(path))
    return afterLoginTarget({
      previous: safeLocalPath(search.get('returnUrl')) ?? referrer,
      redirect: search.get('redirect'),
    });
  if (isStaffSite(site) && user.kind === 'staff' && path === '/') return STAFF_LANDING;
  return null;
}
