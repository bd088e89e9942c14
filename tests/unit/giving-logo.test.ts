import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, WIDGET_SEARCH_CATEGORY, causeLogoUrl } from '../../src/lib/giving/categories';
import { drawCategoryLogo, drawCauseLogo, initials } from '../../src/lib/giving/logo';

describe('cause categories and logos (spec 001 §3 categoryId 0 to 25, §9 26 category images)', () => {
  it('names 26 categories, the widget’s search category being animals', () => {
    expect(CATEGORY_NAMES).toHaveLength(26);
    expect(CATEGORY_NAMES[WIDGET_SEARCH_CATEGORY]).toBe('Animals');
  });

  it('draws initials on the category colour, with the name escaped', () => {
    expect(initials('Denver Paws Rescue League')).toBe('DP');
    expect(initials('  ')).toBe('?');
    const svg = drawCauseLogo('Cats & <Dogs>', 3);
    expect(svg).toContain('<title>Cats &#38; &#60;Dogs&#62;</title>');
    expect(svg).toContain('>CD</text>');
    expect(drawCategoryLogo(3)).toContain('<title>Animals</title>');
    expect(causeLogoUrl('13/1623829')).toBe('/giving/logos/13%2F1623829.svg');
  });
});
