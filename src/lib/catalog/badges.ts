// Which badges a card shows, and in what order (spec 000 §3 Badge tags, §9 card badge limit). The staff site hides
// commerce promotions (spec 000 §1), so its staff never see a Deal badge.
import { isStaffSite, type SiteId } from '../site/site';

/** The display order of both sites, first shown first. */
export const BADGE_ORDER = [
  { key: 'out-of-stock', label: 'Out of Stock' },
  { key: 'limited-stock', label: 'Limited Stock' },
  { key: 'deal', label: 'Deal' },
  { key: 'best-seller', label: 'Best Seller' },
  { key: 'featured', label: 'Featured' },
  { key: 'back-in-stock', label: 'Back In Stock' },
  { key: 'brand-new', label: 'New' },
  { key: 'new-innovation', label: 'New Innovation' },
  { key: 'new-formula', label: 'New Formula' },
  { key: 'new-flavor', label: 'New Flavor' },
  { key: 'new-look', label: 'New Look' },
  { key: 'discontinued-soon', label: 'Discontinued Soon' },
] as const;

export type BadgeKey = (typeof BADGE_ORDER)[number]['key'];
export type Badge = { key: BadgeKey; label: string };

export const BADGE_PREFIX = 'badge::';
export const CARD_BADGE_LIMIT = 2;

const RANK = new Map<string, number>(BADGE_ORDER.map((badge, index) => [badge.key, index]));

export const isBadgeKey = (tag: string): tag is BadgeKey => RANK.has(tag);

/** The store tags `new`; the table calls it `brand-new`. Case and stray spaces are the merchandiser's, not meaning. */
function normaliseBadge(tag: string): BadgeKey | null {
  const name = tag.trim().toLowerCase();
  const key = name === 'new' ? 'brand-new' : name;
  return isBadgeKey(key) ? key : null;
}

function uniqueBadges(names: Iterable<string>): BadgeKey[] {
  const keys = new Set<BadgeKey>();
  for (const name of names) {
    const key = normaliseBadge(name);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** The badge keys among a product's raw tags: only `badge::…` tags, prefix stripped, unknown and repeated ones dropped. */
export function badgeTagsFromTags(tags: readonly string[]): BadgeKey[] {
  const prefixed = tags
    .map((tag) => tag.trim())
    .filter((tag) => tag.toLowerCase().startsWith(BADGE_PREFIX))
    .map((tag) => tag.slice(BADGE_PREFIX.length));
  return uniqueBadges(prefixed);
}

/** Price promotions, which the staff site does not show (spec 000 §1: commerce elements hidden). */
export const CONSUMER_ONLY_BADGES: readonly BadgeKey[] = ['deal'];

/** The badges a card shows on this site: the table's order, at most `limit` (2 on a card). */
export function badgesToShow(badgeTags: readonly string[], site: SiteId, limit: number = CARD_BADGE_LIMIT): Badge[] {
  const room = Math.max(0, Math.floor(limit));
  const shown = isStaffSite(site) ? (key: BadgeKey) => !CONSUMER_ONLY_BADGES.includes(key) : () => true;
  return uniqueBadges(badgeTags)
    .filter(shown)
    .sort((a, b) => (RANK.get(a) ?? 0) - (RANK.get(b) ?? 0))
    .slice(0, room)
    .map((key) => ({ key, label: BADGE_ORDER[RANK.get(key) ?? 0]?.label ?? key }));
}
