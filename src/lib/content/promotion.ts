// A promotion banner may carry dates: it shows from `startsAt` (inclusive) until `endsAt` (exclusive).

export type PromotionDates = { startsAt?: string | undefined; endsAt?: string | undefined };

export function isPromotionLive(promotion: PromotionDates, now: Date): boolean {
  const time = now.getTime();
  if (promotion.startsAt && time < Date.parse(promotion.startsAt)) return false;
  if (promotion.endsAt && time >= Date.parse(promotion.endsAt)) return false;
  return true;
}
