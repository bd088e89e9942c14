// The back office's sections and who sees each (issue 38 §1): the studio for editors, orders and customers for
// operators, the figures and the team for admins, and everything for admins.
import { mayAdminister, mayEditContent, mayRunOrders } from '../account/roles';
import type { AccountKind } from '../account/rules';

export type Section = 'content' | 'orders' | 'customers' | 'catalogue' | 'dashboard' | 'team';

/** What an account without the role reads instead of a section (with a 403). */
export type Refusal = { heading: string; text: string };

type SectionRule = { key: Section; href: string; label: string; may: (kind: AccountKind) => boolean; refusal: Refusal };

const SECTIONS: SectionRule[] = [
  {
    key: 'orders',
    href: '/admin/orders',
    label: 'Orders',
    may: mayRunOrders,
    refusal: {
      heading: 'Operators only',
      text: 'Orders are handled by the shop’s operators. Your account cannot open them.',
    },
  },
  {
    key: 'customers',
    href: '/admin/customers',
    label: 'Customers',
    may: mayRunOrders,
    refusal: {
      heading: 'Operators only',
      text: 'Customers are helped by the shop’s operators. Your account cannot open this page.',
    },
  },
  {
    key: 'content',
    href: '/admin',
    label: 'Content',
    may: mayEditContent,
    refusal: {
      heading: 'Editors only',
      text: 'The content studio is for the shop’s editors. Your account cannot open it.',
    },
  },
  {
    key: 'catalogue',
    href: '/admin/catalogue',
    label: 'Catalogue',
    may: mayAdminister,
    refusal: { heading: 'Admins only', text: 'Only the shop’s admins import and export the catalogue.' },
  },
  {
    key: 'dashboard',
    href: '/admin/dashboard',
    label: 'Dashboard',
    may: mayAdminister,
    refusal: { heading: 'Admins only', text: 'The shop’s figures are for its admins.' },
  },
  {
    key: 'team',
    href: '/admin/team',
    label: 'Team',
    may: mayAdminister,
    refusal: { heading: 'Admins only', text: 'Only the shop’s admins decide who has which role.' },
  },
];

export const sectionsFor = (kind: AccountKind) =>
  SECTIONS.filter((s) => s.may(kind)).map(({ key, href, label }) => ({ key, href, label }));

/** Where the back office opens for this account: its first section, or null for an account without a role. */
export const backOfficeHome = (kind: AccountKind): string | null => sectionsFor(kind)[0]?.href ?? null;

/** The section a back-office address belongs to (`/admin` is the studio), or null for any other address. */
export function sectionAt(path: string): Section | null {
  const match = /^\/admin(?:\/([a-z-]+))?(?:\/.*)?$/.exec(path);
  if (!match) return null;
  const first = match[1];
  if (first === undefined) return 'content';
  return SECTIONS.find((s) => s.key !== 'content' && s.href === `/admin/${first}`)?.key ?? null;
}

/** What the guard does with an account opening a section: let it in, send it to its own part, or refuse it. */
export function sectionDecision(
  kind: AccountKind,
  section: Section,
): { allow: true } | { redirect: string } | { refuse: Refusal } {
  const rule = SECTIONS.find((s) => s.key === section);
  if (!rule || rule.may(kind)) return { allow: true };
  // An operator opening the studio's address means "the back office": it opens at their own first section.
  const home = section === 'content' ? backOfficeHome(kind) : null;
  return home ? { redirect: home } : { refuse: rule.refusal };
}
