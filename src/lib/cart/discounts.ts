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

/** What a code does for a cart, in the words a shopper needs: only `applied` takes money off. */
export type CodeStatus =
  | { kind: 'applied' }
  | { kind: 'unknown' }
  | { kind: 'not-started'; startsAt: string }
  | { kind: 'expired'; endedAt: string }
  | { kind: 'takes-nothing'; reason: 'minimum'; minimumCents: number }
  | { kind: 'takes-nothing'; reason: 'autoship-only' | 'better-code' | null };

/** A code this site knows: defined for it and switched on. Only known codes stay on a cart. */
export const isKnownCode = (
  definition: DiscountDefinition | undefined,
  site: SiteId,
): definition is DiscountDefinition => definition !== undefined && definition.active && definition.sites.includes(site);

/** Whether a code may take money off this cart before it is priced (`applied`), and if not, why. */
export function codeEligibility(definition: DiscountDefinition | undefined, context: CodeContext): CodeStatus {
  if (!isKnownCode(definition, context.site)) return { kind: 'unknown' };
  const now = context.now.toISOString();
  if (definition.startsAt && now < definition.startsAt) return { kind: 'not-started', startsAt: definition.startsAt };
  if (definition.endsAt && now >= definition.endsAt) return { kind: 'expired', endedAt: definition.endsAt };
  if (definition.appliesTo === 'autoship' && !context.hasAutoship)
    return { kind: 'takes-nothing', reason: 'autoship-only' };
  if (context.subtotalCents < definition.minSubtotalCents)
    return { kind: 'takes-nothing', reason: 'minimum', minimumCents: definition.minSubtotalCents };
  return { kind: 'applied' };
}

export const codeApplies = (definition: DiscountDefinition | undefined, context: CodeContext): boolean =>
  codeEligibility(definition, context).kind === 'applied';

/**
 * What a code did once the cart was priced: each line takes its best code, so an eligible code that won no line took
 * nothing off (because another code took more, when one did).
 */
export function codeStatus(
  definition: DiscountDefinition | undefined,
  context: CodeContext,
  savings: { own: number; others: number },
): CodeStatus {
  const eligible = codeEligibility(definition, context);
  if (eligible.kind !== 'applied' || savings.own > 0) return eligible;
  return { kind: 'takes-nothing', reason: savings.others > 0 ? 'better-code' : null };
}
