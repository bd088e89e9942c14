// The main menu's markup (src/components/main-nav.ts, spec 000 §9): the content's menu as the shopper's shelf shows it,
// the link to the page they are on marked as current, made once per menu, shelf and current link.
import { describe, expect, it } from 'vitest';
import { mainNavHtml } from '../../src/components/main-nav';
import type { NavigationItem } from '../../src/lib/content/types';

const menu = (): NavigationItem[] => [
  {
    label: 'Dog',
    url: '/products/dog',
    children: [
      { label: 'Dry Dog Food', url: '/products/dog/food-form/dry-food' },
      { label: 'Prescription Diet', url: '/products/dog?brand=prescription-diet' },
    ],
  },
  { label: 'Treats & Chews', url: '/products/treats' },
  { label: 'Prescription Diet', url: '/products/brand/prescription-diet', children: [] },
];

const guest = { site: 'HPSF', prescriptionDiet: false } as const;
const programme = { site: 'HPSF', prescriptionDiet: true } as const;

describe('the main menu (spec 000 §9)', () => {
  it('writes each link and its submenu, escaped', () => {
    const html = mainNavHtml(menu(), guest, '/faq').text;
    expect(html).toBe(
      '<ul class="menu"><li class="menu-item has-children"><a href="/products/dog">Dog</a><ul class="submenu" aria-label="Dog">' +
        '<li><a href="/products/dog/food-form/dry-food">Dry Dog Food</a></li></ul></li>' +
        '<li class="menu-item"><a href="/products/treats">Treats &amp; Chews</a></li></ul>',
    );
  });

  it('leaves Prescription Diet off a shelf without it, and shows it on one with it', () => {
    expect(mainNavHtml(menu(), guest, '/').text).not.toContain('Prescription Diet');
    const html = mainNavHtml(menu(), programme, '/').text;
    expect(html).toContain('<a href="/products/dog?brand=prescription-diet">Prescription Diet</a>');
    // A link whose children are all gone, or that has none, is no submenu.
    expect(html).toContain(
      '<li class="menu-item"><a href="/products/brand/prescription-diet">Prescription Diet</a></li>',
    );
  });

  it('marks the link to the page the shopper is on, top level or in a submenu', () => {
    const items = menu();
    expect(mainNavHtml(items, guest, '/products/dog').text).toContain(
      '<a href="/products/dog" aria-current="page">Dog</a>',
    );
    const inSubmenu = mainNavHtml(items, guest, '/products/dog/food-form/dry-food').text;
    expect(inSubmenu).toContain('<a href="/products/dog/food-form/dry-food" aria-current="page">');
    expect(inSubmenu.match(/aria-current/g)).toHaveLength(1);
    expect(mainNavHtml(items, guest, '/products/cat').text).not.toContain('aria-current');
  });

  it('is made once for the same menu, shelf and current link, and again for a menu published since', () => {
    const items = menu();
    const first = mainNavHtml(items, guest, '/faq');
    expect(mainNavHtml(items, guest, '/contact-us')).toBe(first);
    expect(mainNavHtml(items, programme, '/faq')).not.toBe(first);
    const published = [...items, { label: 'Cat', url: '/products/cat' }];
    expect(mainNavHtml(published, guest, '/faq').text).toContain('>Cat</a>');
  });
});
