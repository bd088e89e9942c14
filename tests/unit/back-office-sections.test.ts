// Who opens which part of the back office (issue 38 §1), decided in one place for every page under /admin.
import { describe, expect, it } from 'vitest';
import { backOfficeHome, sectionAt, sectionDecision, sectionsFor } from '../../src/lib/backoffice/sections';

describe('the back office by role', () => {
  it('knows the section of each address under /admin and of no other', () => {
    expect(sectionAt('/admin')).toBe('content');
    expect(sectionAt('/admin/')).toBe('content');
    expect(sectionAt('/admin/orders')).toBe('orders');
    expect(sectionAt('/admin/orders/3f2a-11')).toBe('orders');
    expect(sectionAt('/admin/customers/abc')).toBe('customers');
    expect(sectionAt('/admin/dashboard')).toBe('dashboard');
    expect(sectionAt('/admin/team')).toBe('team');
    expect(sectionAt('/admin/catalogue/export.csv')).toBe('catalogue');
    expect(sectionAt('/admin/unknown')).toBeNull();
    expect(sectionAt('/administrator')).toBeNull();
    expect(sectionAt('/account/orders')).toBeNull();
  });

  it('lets each role into its own sections and refuses the rest with a reason', () => {
    expect(sectionDecision('operator', 'orders')).toEqual({ allow: true });
    expect(sectionDecision('admin', 'team')).toEqual({ allow: true });
    expect(sectionDecision('editor', 'content')).toEqual({ allow: true });
    expect(sectionDecision('operator', 'team')).toEqual({
      refuse: { heading: 'Admins only', text: 'Only the shop’s admins decide who has which role.' },
    });
    expect(sectionDecision('editor', 'orders')).toMatchObject({ refuse: { heading: 'Operators only' } });
    expect(sectionDecision('consumer', 'content')).toMatchObject({ refuse: { heading: 'Editors only' } });
    expect(sectionDecision('staff', 'customers')).toMatchObject({ refuse: { heading: 'Operators only' } });
  });

  it('opens the studio address of an operator at their orders, the first section they have', () => {
    expect(sectionDecision('operator', 'content')).toEqual({ redirect: '/admin/orders' });
    expect(backOfficeHome('operator')).toBe('/admin/orders');
    expect(backOfficeHome('editor')).toBe('/admin');
    expect(backOfficeHome('consumer')).toBeNull();
    expect(sectionsFor('admin').map((s) => s.key)).toEqual([
      'orders',
      'customers',
      'content',
      'catalogue',
      'dashboard',
      'team',
    ]);
  });
});
