// The cart's rows on their way out of the database (each JSON column checked by its schema), and the stored cart
// turned into the answer of API.md "Cart": each line priced from the catalogue, the codes checked, the totals computed
// by the pricing rules. A line whose food has left the catalogue is not shown and not charged.
import type { Selectable } from 'kysely';
import { z } from 'zod/v4';
import { variantTitle, type VariantIndex } from '../catalog/variants';
import { jsonColumn } from '../db/json-column';
import type { CartLineTable, CartTable, DiscountCodeTable } from '../db/schema';
import { cents, money } from '../site/money';
import { SITE_IDS, type SiteId } from '../site/site';
import { discountCodeMessage } from './discount-messages';
import { AUTOMATIC_AUTOSHIP_CODE, codeApplies, codeStatus, type DiscountDefinition } from './discounts';
import type { CartLine } from './lines';
import { cartCost, lineCost, savingsByCode, type PricedLine } from './pricing';
import type { Attribute, BuyerIdentity, Cart, LineItem } from './types';

export const attributesColumn = z.array(z.object({ key: z.string(), value: z.string() }));
const codesColumn = z.array(z.string());
const identityColumn = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
});
const sitesColumn = z.array(z.enum(SITE_IDS));

export const cartLineFromRow = (row: Selectable<CartLineTable>): CartLine => ({
  id: row.id,
  variantId: row.variant_id,
  sellingPlanId: row.selling_plan_id,
  attributes: jsonColumn(attributesColumn, row.attributes, 'cart_lines.attributes'),
  quantity: row.quantity,
});

export const discountCodesFromRow = (row: Pick<CartTable, 'discount_codes'>): string[] =>
  jsonColumn(codesColumn, row.discount_codes, 'carts.discount_codes');

export const storedCartFromRow = (row: Selectable<CartTable>, lines: CartLine[]): StoredCart => ({
  id: row.id,
  note: row.note,
  attributes: jsonColumn(attributesColumn, row.attributes, 'carts.attributes'),
  discountCodes: discountCodesFromRow(row),
  buyerIdentity: {
    ...jsonColumn(identityColumn, row.buyer_identity, 'carts.buyer_identity'),
    customerAccessToken: null,
  },
  lines,
});

/** What carts.buyer_identity keeps: the access token never is. */
export const identityToRow = ({ email, phone, countryCode }: Omit<BuyerIdentity, 'customerAccessToken'>) =>
  JSON.stringify({ email, phone, countryCode });

export const discountFromRow = (row: Selectable<DiscountCodeTable>): DiscountDefinition => ({
  code: row.code,
  percent: row.percent,
  appliesTo: row.applies_to === 'autoship' ? 'autoship' : 'all',
  minSubtotalCents: row.min_subtotal_cents,
  sites: jsonColumn(sitesColumn, row.sites, 'discount_codes.sites'),
  active: row.active === 1,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

export type StoredCart = {
  id: string;
  note: string | null;
  attributes: Attribute[];
  discountCodes: string[];
  buyerIdentity: BuyerIdentity;
  lines: CartLine[];
};
export type PriceContext = {
  site: SiteId;
  now: Date;
  codes: ReadonlyMap<string, DiscountDefinition>;
  programPercent: number;
  checkoutUrl: string;
};

export function presentCart(stored: StoredCart, index: VariantIndex, context: PriceContext): Cart {
  const shown = stored.lines.flatMap((line) => {
    const found = index.get(line.variantId);
    return found ? [{ line, ...found }] : [];
  });
  const priced: PricedLine[] = shown.map(({ line, variant }) => ({
    quantity: line.quantity,
    priceCents: cents(variant.price),
    compareAtCents: variant.compareAtPrice ? cents(variant.compareAtPrice) : null,
    autoship: line.sellingPlanId !== null,
  }));
  const hasAutoship = priced.some((l) => l.autoship);
  const plainSubtotal = priced.reduce((sum, l) => sum + lineCost(l).subtotalCents, 0);
  const codeContext = { site: context.site, subtotalCents: plainSubtotal, hasAutoship, now: context.now };
  const eligible = stored.discountCodes.flatMap((code) => {
    const definition = context.codes.get(code);
    return definition && codeApplies(definition, codeContext) ? [definition] : [];
  });
  const cost = cartCost(priced, eligible, context.programPercent);
  const savings = savingsByCode(priced, eligible);
  const checked = stored.discountCodes.map((code) => {
    const own = savings.get(code) ?? 0;
    const status = codeStatus(context.codes.get(code), codeContext, { own, others: cost.discountCodesCents - own });
    return { code, applicable: status.kind === 'applied', message: discountCodeMessage(code, status) };
  });
  const lineItems: LineItem[] = shown.map(({ line, product, variant }, i) => {
    const { unitCents, subtotalCents } = lineCost(priced[i]!);
    const plan = line.sellingPlanId ? variant.sellingPlans.find((p) => p.id === line.sellingPlanId) : undefined;
    return {
      id: line.id,
      quantity: line.quantity,
      attributes: line.attributes,
      variant: {
        id: variant.id,
        adminGraphqlId: variant.adminGraphqlId,
        sku: variant.sku,
        title: variantTitle(variant),
        price: variant.price,
        compareAtPrice: variant.compareAtPrice,
        image: variant.imagePrimary ?? product.featuredImage,
      },
      product: { title: product.title, handle: product.handle, productType: product.productType, brand: product.brand },
      cost: { amountPerQuantity: money(unitCents), subtotalAmount: money(subtotalCents) },
      sellingPlanAllocation: line.sellingPlanId
        ? { sellingPlan: { id: line.sellingPlanId, name: plan?.name ?? 'Autoship' } }
        : null,
    };
  });
  return {
    id: stored.id,
    totalQuantity: lineItems.reduce((sum, l) => sum + l.quantity, 0),
    note: stored.note,
    attributes: stored.attributes,
    discountCodes: checked,
    buyerIdentity: stored.buyerIdentity,
    cost: {
      subtotalAmount: money(cost.subtotalCents),
      totalAmount: money(cost.totalCents),
      totalSavingsAmount: money(cost.totalSavingsCents),
      discountCodesAmount: money(cost.discountCodesCents),
      programDiscountAmount: money(cost.programDiscountCents),
    },
    lineItems,
    checkoutUrl: context.checkoutUrl,
  };
}

/** AUTO35's percent is configuration (35% off the first autoship order by default); the table says where it runs. */
export function withAutomaticPercent(
  codes: readonly DiscountDefinition[],
  percent: number,
): Map<string, DiscountDefinition> {
  return new Map(codes.map((c) => [c.code, c.code === AUTOMATIC_AUTOSHIP_CODE ? { ...c, percent } : c]));
}
