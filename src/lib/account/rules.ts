// Account rules (spec 000 §2 "After login", §4 "Session", §6): who counts as a registered staff member, who gets
// the program discount, who may see and order Prescription Diet, and where a shopper goes after signing in.
import type { Shelf } from '../catalog/shelf';
import { CHECKOUT_PATH } from '../site/paths';
import { decodeRedirect, safeLocalPath } from '../site/navigation-guard';
import { isStaffSite, type SiteId } from '../site/site';

export type AccountKind = 'consumer' | 'staff' | 'editor' | 'operator' | 'admin';

/** The identity data fields of the upstream provider that the shop reads. */
export type AccountData = {
  SAP_CustomerAccountGroup?: string;
  SF_PreferedShipTo?: string;
  SF_StoreSoldTo?: string;
  roleCode?: string;
  graduationYear?: string;
  currentSchoolName?: string;
  clinicAddress?: {
    address1: string;
    address2?: string;
    city: string;
    zip: string;
    countryCode: string;
    provinceCode: string;
    phone?: string;
  };
};

/**
 * Who may sign in where: the staff site (HPSF) is for clinic staff (and editors); a consumer account is told so and
 * is a guest there. Everyone may use the consumer site.
 */
export const mayUseSite = (kind: AccountKind, staffSite: boolean): boolean => !staffSite || kind !== 'consumer';

/**
 * Who may order on the staff site: staff who have joined their clinic, shelter or school. An account that has not
 * joined yet (anyone can create one there) and an editor may browse, but the program's orders are not theirs.
 */
export const mayOrderOnStaffSite = (user: { kind: AccountKind; isRegistered: boolean } | null): boolean =>
  user !== null && user.kind === 'staff' && user.isRegistered;

/** Staff are registered only when both the account group and the preferred ship-to exist. */
export const isRegisteredStaff = (data: AccountData): boolean =>
  Boolean(data.SAP_CustomerAccountGroup && data.SF_PreferedShipTo);

/** Clinic staff get the program discount (spec 001 §6): every registered staff member, on the staff site only. */
export const getsProgramDiscount = (site: SiteId, user: { kind: AccountKind; isRegistered: boolean } | null): boolean =>
  isStaffSite(site) && mayOrderOnStaffSite(user);

/**
 * Eligible for Prescription Diet (spec 000 §4 isEligibleForPd) when the account group is in the configured
 * comma-separated list: only they see it and may order it.
 */
export function isEligibleForPd(data: AccountData, configuredGroups: string | undefined): boolean {
  const group = data.SAP_CustomerAccountGroup?.trim();
  if (!group || !configuredGroups) return false;
  return configuredGroups
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean)
    .includes(group);
}

/** What this shopper is shown and may order: Prescription Diet on the staff site for eligible accounts only. */
export const shelfFor = (site: SiteId, user: { isEligibleForPd: boolean } | null): Shelf => ({
  site,
  prescriptionDiet: isStaffSite(site) && user?.isEligibleForPd === true,
});

/** Pages that are about signing in; coming back to one of them after login would be a loop. */
const IDENTITY_PAGE =
  /^\/(shelter\/(login|register|forgot-password|reset-password|verify-email|autoship-required-login)|logout)(\/|\?|$)/;

/**
 * After login: the previous page, else the decoded `redirect` value, else checkout when free-trial consent was
 * acknowledged, else home. Only same-site paths are ever followed.
 */
export function afterLoginTarget(input: {
  previous?: string | null;
  redirect?: string | null;
  ftcAcknowledged?: boolean;
}): string {
  const previous = safeLocalPath(input.previous);
  if (previous && !IDENTITY_PAGE.test(previous)) return previous;
  const redirect = decodeRedirect(input.redirect);
  if (redirect && !IDENTITY_PAGE.test(redirect)) return redirect;
  if (input.ftcAcknowledged) return CHECKOUT_PATH;
  return '/';
}
