// The account side of the navigation guard (spec 000 §2 "Navigation guard", §6): a signed-in user has no business on
// the login, register or forgot-password pages; staff who have not finished registration are led to it; registered
// staff start from the catalogue rather than the home page.
import { isStaffSite, type SiteId } from '../site/site';
import { STAFF_REGISTRATION_PATH } from '../site/paths';
import { afterLoginTarget } from './rules';

export type GuardUser = { kind: 'consumer' | 'staff' | 'editor'; isRegistered: boolean };

/** Where staff land instead of `/`. */
export const STAFF_LANDING = '/products';

const SIGNED_OUT_ONLY = /^\/shelter\/(login|register|forgot-password)\/?$/;
/** What an unregistered staff member may still open: registration itself, signing out, help and the legal pages. */
const OPEN_TO_UNREGISTERED = /^\/(shelter\/register|logout|contact-us|maintenance|privacy|terms|faq)(\/|$)/;

export function accountRedirect(
  path: string,
  search: URLSearchParams,
  user: GuardUser | null,
  site: SiteId,
): string | null {
  if (!user) return null;
  const unregisteredStaff = isStaffSite(site) && user.kind === 'staff' && !user.isRegistered;
  if (unregisteredStaff) return OPEN_TO_UNREGISTERED.test(path) ? null : STAFF_REGISTRATION_PATH;
  if (SIGNED_OUT_ONLY.test(path)) return afterLoginTarget({ redirect: search.get('redirect') });
  if (isStaffSite(site) && user.kind === 'staff' && path === '/') return STAFF_LANDING;
  return null;
}
