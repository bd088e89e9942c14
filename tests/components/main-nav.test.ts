// The main menu (spec 000 §9): the content's menu as the shopper's shelf shows it, the link to the page they are on
// marked as current.
import { describe, expect, it } from 'vitest';
import MainNav from '../../src/components/MainNav.astro';
import type { NavigationItem } from '../../src/lib/content/types';
import { render } from './render';

const menu: NavigationItem[] = [
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

// The markup without the white space between and inside tags that the template's layout leaves.
const tight = (html: string) => html.replace(/>\s+/g, '>').replace(/\s+</g, '<');

describe('the main menu (spec 000 §9)', () => {
  it('writes each link and its submenu, escaped', async () => {
    const html = tight(await render(MainNav, { menu, shelf: guest }, { path: '/faq' }));
    expect(html).toBe(
      '<nav class="main-nav" aria-label="Main"><ul class="menu">' +
        '<li class="menu-item has-children"><a href="/products/dog">Dog</a><ul class="submenu" aria-label="Dog">' +
        '<li><a href="/products/dog/food-form/dry-food">Dry Dog Food</a></li></ul></li>' +
        '<li class="menu-item"><a href="/products/treats">Treats &amp; Chews</a></li></ul></nav>',
    );
  });

  it('leaves Prescription Diet off a shelf without it, and shows it on one with it', async () => {
    expect(await render(MainNav, { menu, shelf: guest })).not.toContain('Prescription Diet');
    const html = tight(await render(MainNav, { menu, shelf: programme }));
    expect(html).toContain('<a href="/products/dog?brand=prescription-diet">Prescription Diet</a>');
    // A link whose children are all gone, or that has none, is no submenu.
    expect(html).toContain(
      '<li class="menu-item"><a href="/products/brand/prescription-diet">Prescription Diet</a></li>',
    );
  });

  it('marks the link to the page the shopper is on, top level or in a submenu', async () => {
    const top = tight(await render(MainNav, { menu, shelf: guest }, { path: '/products/dog' }));
    expect(top).toContain('<a href="/products/dog" aria-current="page">Dog</a>');
    const inSubmenu = await render(MainNav, { menu, shelf: guest }, { path: '/products/dog/food-form/dry-food' });
    expect(inSubmenu).toContain('<a href="/products/dog/food-form/dry-food" aria-current="page">');
    expect(inSubmenu.match(/aria-current/g)).toHaveLength(1);
    expect(await render(MainNav, { menu, shelf: guest }, { path: '/products/cat' })).not.toContain('aria-current');
  });
});
