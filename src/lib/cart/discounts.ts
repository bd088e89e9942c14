// Discount codes (spec 000 §4 "Cart"; spec 001 §9): the list a shopper sets replaces the old one, each code says
// whether it applies, and AUTO35 joins by itself when an autoship line enters the cart of a shopper who has no
// subscription yet. Codes are case-insensitive and stored in capitals.
import type { SiteId } from '../site/site';

export const AUTOMATIC_AUTOSHIP_CODE = 'AUTO35';

export type DiscountDefinition = {
  code: string;
  percent: number;
  /** `autoship`: only autoship lines are discounted, and only a cart with one qualifies. */
  appliesTo: 'all' | 'autoship';
  minSubtotalCents: number;
  sites: SiteId[];
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
};

export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** Keeps the shopper's order, drops repeats. */
export function distinctCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normaliseCode).filter((c) => c.length > 0))];
}

/** AUTO35 is present exactly while the cart has an autoship line and the shopper has never subscribed. */
export function withAutomaticCode(
  codes: readonly string[],
  cart: { hasAutoship: boolean; hasSubscription: boolean },
): string[] {
  const others = codes.filter((c) => c !== AUTOMATIC_AUTOSHIP_CODE);
  return cart.hasAutoship && !cart.hasSubscription ? [...others, AUTOMATIC_AUTOSHIP_CODE] : others;
}

export type CodeContext = { site: SiteId; subtotalCents: number; hasAutoship: boolean; now: Date };

export function codeApplies(definition: DiscountDefinition | undefined, context: CodeContext): boolean {
  if (!definition || !definition.active || !definition.sites.includes(context.site)) return false;
  const now = context.now.toISOString();
  if ((definition.startsAt && now < definition.startsAt) || (definition.endsAt && now >= definition.endsAt))
    return false;
  if (definition.appliesTo === 'autoship' && !context.hasAutoship) return false;
  return context.subtotalCents >= definition.minSubtotalCents;
}
