import { describe, it, expect } from 'vitest';
import { BADGE_ORDER, CARD_BADGE_LIMIT, badgeTagsFromTags, badgesToShow } from '../../src/lib/catalog/badges';

describe('BADGE_ORDER', () => {
  it('lists the 12 badges with their labels in the table order (spec 000 §3 Badge tags)', () => {
    expect(BADGE_ORDER.map((badge) => `${badge.key}=${badge.label}`)).toEqual([
      'out-of-stock=Out of Stock',
      'limited-stock=Limited Stock',
      'deal=Deal',
      'best-seller=Best Seller',
      'featured=Featured',
      'back-in-stock=Back In Stock',
      'brand-new=New',
      'new-innovation=New Innovation',
      'new-formula=New Formula',
      'new-flavor=New Flavor',
      'new-look=New Look',
      'discontinued-soon=Discontinued Soon',
    ]);
  });

  it('limits a card to 2 badges (spec 000 §9)', () => {
    expect(CARD_BADGE_LIMIT).toBe(2);
  });
});

describe('badgeTagsFromTags', () => {
  it('keeps only badge:: tags and strips the prefix (spec 000 §3 Badge tags)', () => {
    expect(badgeTagsFromTags(['dog', 'badge::deal', 'species::dog', 'badge::new-look'])).toEqual(['deal', 'new-look']);
  });

  it('treats the tag new as brand-new (spec 000 §3 Badge tags)', () => {
    expect(badgeTagsFromTags(['badge::new'])).toEqual(['brand-new']);
  });

  it('drops unknown badges, duplicates and a badge without its prefix (spec 000 §3 Badge tags)', () => {
    expect(
      badgeTagsFromTags(['badge::hot', 'badge::deal', 'badge::deal', 'badge::new', 'badge::brand-new', 'featured']),
    ).toEqual(['deal', 'brand-new']);
    expect(badgeTagsFromTags([])).toEqual([]);
  });

  it('ignores case and stray spaces in the merchandiser’s tags', () => {
    expect(badgeTagsFromTags([' Badge::Best-Seller '])).toEqual(['best-seller']);
  });
});

describe('badgesToShow', () => {
  it('shows at most 2 badges in the table order (spec 000 §3, §9)', () => {
    expect(badgesToShow(['new-look', 'featured', 'deal'], 'DTC')).toEqual([
      { key: 'deal', label: 'Deal' },
      { key: 'featured', label: 'Featured' },
    ]);
  });

  it('puts Out of Stock first and labels brand-new as New (spec 000 §3 Badge tags)', () => {
    expect(badgesToShow(['brand-new', 'discontinued-soon', 'out-of-stock'], 'DTC', 3)).toEqual([
      { key: 'out-of-stock', label: 'Out of Stock' },
      { key: 'brand-new', label: 'New' },
      { key: 'discontinued-soon', label: 'Discontinued Soon' },
    ]);
  });

  it('maps new to brand-new and drops unknown and repeated badges (spec 000 §3 Badge tags)', () => {
    expect(badgesToShow(['new', 'brand-new', 'mystery'], 'DTC')).toEqual([{ key: 'brand-new', label: 'New' }]);
  });

  it('shows nothing for no badges or a limit of 0', () => {
    expect(badgesToShow([], 'DTC')).toEqual([]);
    expect(badgesToShow(['deal'], 'DTC', 0)).toEqual([]);
  });

  it('hides the Deal badge from clinic staff, whose site hides commerce promotions (spec 000 §1), and shows the next', () => {
    expect(badgesToShow(['deal', 'best-seller', 'featured'], 'HPSF')).toEqual([
      { key: 'best-seller', label: 'Best Seller' },
      { key: 'featured', label: 'Featured' },
    ]);
    expect(badgesToShow(['deal'], 'HPSF')).toEqual([]);
    expect(badgesToShow(['deal', 'best-seller'], 'DTC').map((b) => b.label)).toEqual(['Deal', 'Best Seller']);
  });
});
