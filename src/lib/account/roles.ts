// Who may do what in the back office (issue 38 §1): editors keep the content, operators run the orders and help
// customers, and admins do both and decide who has which role. A shopper's or staff member's account has no role.
import type { AccountKind } from './rules';

export const ROLES = ['editor', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { editor: 'Editor', operator: 'Operator', admin: 'Admin' };

export const isRole = (kind: string): kind is Role => (ROLES as readonly string[]).includes(kind);

/** Content: the studio, previews of drafts, the outbox page. */
export const mayEditContent = (kind: AccountKind): boolean => kind === 'editor' || kind === 'admin';

/** Orders and customers: fulfil, cancel, refund, resend mail, lift a sign-in lock. */
export const mayRunOrders = (kind: AccountKind): boolean => kind === 'operator' || kind === 'admin';

/** Who has which role, and the shop's figures. */
export const mayAdminister = (kind: AccountKind): boolean => kind === 'admin';

/** Whether the account opens the back office at all. */
export const hasBackOffice = (kind: AccountKind): boolean => isRole(kind);
