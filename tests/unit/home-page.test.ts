// The home page as editors compose it (issue: Content studio, item 3), and the rules of its blocks.
import { describe, expect, it } from 'vitest';
import { composeHome, type HomeEntries } from '../../src/lib/content/home';
import { isSafeHref } from '../../src/lib/content/links';
import { isPromotionLive } from '../../src/lib/content/promotion';
import { contentSchemas } from '../../src/lib/content/types';

const NOW = new Date('2025-06-15T12:00:00Z');
const hero = { eyebrow: '', headline: 'Food for dogs', text: '', ctas: [] };
const badge = (text: string) => ({ text, detail: '' });
const entries = (overrides: Partial<HomeEntries> = {}): HomeEntries => ({
  highlight_content_block: [{ key: 'welcome', data: hero }],
  promotion_banner: [{ key: 'autoship', data: { headline: 'Save 5%', text: '' } }],
  two_column_section: [],
  goodness_box_badge: [
    { key: 'vet', data: badge('Vet recommended') },
    { key: 'ship', data: badge('Free shipping') },
  ],
  carousel: [],
  ...overrides,
});
const sections = (...refs: [string, string][]) => ({ sections: refs.map(([type, key]) => ({ type, key })) }) as never;

describe('composing the home page', () => {
  it("keeps the editor's order", () => {
    const blocks = composeHome(
      sections(['promotion_banner', 'autoship'], ['highlight_content_block', 'welcome']),
      entries(),
      NOW,
    );
    expect(blocks.map((b) => `${b.type}:${b.key}`)).toEqual([
      'promotion_banner:autoship',
      'highlight_content_block:welcome',
    ]);
  });

  it('leaves out a section whose entry is missing, and a repeat of one already shown', () => {
    const blocks = composeHome(
      sections(
        ['carousel', 'HomePage'],
        ['highlight_content_block', 'welcome'],
        ['highlight_content_block', 'welcome'],
      ),
      entries(),
      NOW,
    );
    expect(blocks.map((b) => b.key)).toEqual(['welcome']);
  });

  it('puts badges that follow each other in one strip, and starts a new strip after another section', () => {
    const blocks = composeHome(
      sections(
        ['goodness_box_badge', 'vet'],
        ['goodness_box_badge', 'ship'],
        ['highlight_content_block', 'welcome'],
        ['goodness_box_badge', 'vet-again'],
      ),
      entries({
        goodness_box_badge: [
          { key: 'vet', data: badge('Vet') },
          { key: 'ship', data: badge('Ship') },
          { key: 'vet-again', data: badge('Again') },
        ],
      }),
      NOW,
    );
    expect(blocks.map((b) => (b.type === 'goodness_box_badges' ? b.badges.map((x) => x.key) : b.key))).toEqual([
      ['vet', 'ship'],
      'welcome',
      ['vet-again'],
    ]);
  });

  it('shows nothing without a home_page entry', () => {
    expect(composeHome(null, entries(), NOW)).toEqual([]);
  });

  it('leaves out a promotion outside its dates', () => {
    const over = { headline: 'Gone', text: '', endsAt: '2025-06-01T00:00:00Z' };
    const blocks = composeHome(
      sections(['promotion_banner', 'over']),
      entries({ promotion_banner: [{ key: 'over', data: over }] }),
      NOW,
    );
    expect(blocks).toEqual([]);
  });
});

describe('promotion dates', () => {
  it('shows from its start (inclusive) until its end (exclusive)', () => {
    const promotion = { startsAt: '2025-06-15T12:00:00Z', endsAt: '2025-06-16T00:00:00+02:00' };
    expect(isPromotionLive(promotion, NOW)).toBe(true);
    expect(isPromotionLive(promotion, new Date('2025-06-15T11:59:59Z'))).toBe(false);
    expect(isPromotionLive(promotion, new Date('2025-06-15T22:00:00Z'))).toBe(false);
    expect(isPromotionLive({}, NOW)).toBe(true);
  });

  it('refuses a promotion that ends before it starts', () => {
    const parsed = contentSchemas.promotion_banner.safeParse({
      headline: 'Backwards',
      startsAt: '2025-06-02T00:00:00Z',
      endsAt: '2025-06-01T00:00:00Z',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['endsAt']);
  });
});

describe('links of the home blocks', () => {
  it('accepts a path on this site or an http(s) address', () => {
    for (const href of ['/products', '/faq#autoship', 'https://www.example.org/vets', 'http://example.org'])
      expect(isSafeHref(href), href).toBe(true);
  });

  it('refuses script, protocol-relative and other schemes', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x', 'products'])
      expect(isSafeHref(href), href).toBe(false);
  });

  it("checks a call to action's link in the schema", () => {
    const block = { headline: 'Hi', ctas: [{ text: 'Go', url: 'javascript:alert(1)' }] };
    expect(contentSchemas.highlight_content_block.safeParse(block).success).toBe(false);
  });

  it('lists only known section types in the home page', () => {
    expect(contentSchemas.home_page.safeParse({ sections: [{ type: 'page', key: 'faq' }] }).success).toBe(false);
    expect(contentSchemas.home_page.safeParse({ sections: [{ type: 'carousel', key: 'HomePage' }] }).success).toBe(
      true,
    );
  });
});
