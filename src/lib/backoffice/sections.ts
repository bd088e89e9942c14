// The back office's sections and who sees each (issue 38 §1): the studio for editors, orders and customers for
// operators, the figures and the team for admins, and everything for admins.
import { mayAdminister, mayEditContent, mayRunOrders } from '../account/roles';
import type { AccountKind } from '../account/rules';

export type Section = 'content' | 'orders' | 'customers' | 'dashboard' | 'team';

const SECTIONS: { key: Section; href: string; label: string; may: (kind: AccountKind) => boolean }[] = [
  { key: 'orders', href: '/admin/orders', label: 'Orders', may: mayRunOrders },
  { key: 'customers', href: '/admin/customers', label: 'Customers', may: mayRunOrders },
  { key: 'content', href: '/admin', label: 'Content', may: mayEditContent },
  { key: 'dashboard', href: '/admin/dashboard', label: 'Dashboard', may: mayAdminister },
  { key: 'team', href: '/admin/team', label: 'Team', may: mayAdminister },
];

export const sectionsFor = (kind: AccountKind) =>
  SECTIONS.filter((s) => s.may(kind)).map(({ key, href, label }) => ({ key, href, label }));

/** Where the back office opens for this account: its first section, or null for an account without a role. */
export const backOfficeHome = (kind: AccountKind): string | null => sectionsFor(kind)[0]?.href ?? null;

export const maySee = (kind: AccountKind, section: Section): boolean =>
  SECTIONS.find((s) => s.key === section)?.may(kind) ?? false;
