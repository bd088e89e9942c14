// The demo consumer's past (README "Demo accounts"): a home address, a year of orders every four weeks — the first
// of them starting two autoships, later ones placed by those autoships — and the canned food's autoship cancelled
// before the last order. Prices
// and charges follow the shop's own rules, so the totals in My Orders add up.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.server';
import type { Database } from '../db/schema';
import { loadCatalogue } from '../catalog/catalogue.server';
import { variantTitle } from '../catalog/variants';
import { autoshipPriceCents } from '../catalog/promos';
import { cents } from '../site/money';
import { orderCharges } from '../checkout/charges';
import { insertOrder, type OrderLineRecord } from '../orders/record.server';
import { addDays, isoDate } from '../subscriptions/schedule';
import { contractIdFor } from '../subscriptions/rows';
import { createAddress } from '../account/addresses.server';
import type { CatalogProduct, Variant } from '../catalog/types';

const HOME = {
  firstName: 'Sam',
  lastName: 'Shopper',
  company: null,
  address1: '1420 Larimer St',
  address2: 'Apt 3',
  city: 'Denver',
  provinceCode: 'CO',
  zip: '80202',
  countryCode: 'US' as const,
  phone: '303-555-0142',
  homeDeliveryOnly: false,
};
const ORDER_COUNT = 13;
const DAYS_BETWEEN_ORDERS = 28;
const FREE_SHIPPING_MINIMUM_CENTS = 4900;
const FIRST_AUTOSHIP_PERCENT = 35;

type Food = { product: CatalogProduct; variant: Variant };

/** A past order went out two days after it was placed with UPS, and arrived three days later (but the latest). */
async function shipDemoOrder(trx: Transaction<Database>, orderId: string, day: string, delivered: boolean, i: number) {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  await trx
    .updateTable('order_lines')
    .set((eb) => ({ shipped_quantity: eb.ref('quantity') }))
    .where('order_id', '=', orderId)
    .execute();
  await trx
    .insertInto('shipments')
    .values({
      id: randomUUID(),
      order_id: orderId,
      carrier: 'UPS',
      tracking_number: `1Z999AA1${String(4_200_000 + i).padStart(10, '0')}`,
      lines: JSON.stringify(lines.map((l) => ({ lineId: l.id, quantity: l.quantity }))),
      shipped_at: `${addDays(day, 2)}T16:00:00.000Z`,
      delivered_at: delivered ? `${addDays(day, 5)}T18:30:00.000Z` : null,
      created_by: 'operator@example.com',
    })
    .execute();
}

function line(food: Food, quantity: number, sellingPlanId: string | null): OrderLineRecord {
  const price = cents(food.variant.price);
  return {
    variantId: food.variant.id,
    sku: food.variant.sku,
    title: food.product.title,
    variantTitle: variantTitle(food.variant),
    handle: food.product.handle,
    quantity,
    unitCents: sellingPlanId ? autoshipPriceCents(price) : price,
    sellingPlanId,
    attributes: [],
  };
}

export async function seedDemoHistory(db: Db, userId: string, email: string, now = new Date()): Promise<void> {
  const foods: Food[] = (await loadCatalogue(db)).flatMap((product) =>
    product.variants.filter((v) => v.sellingPlans.length > 0).map((variant) => ({ product, variant })),
  );
  const [kibble, cans, treats] = [
    foods[0],
    foods.find((f) => f.product.productType === 'Wet Food'),
    foods.find((f) => f.product.productType === 'Treats') ?? foods[1],
  ];
  if (!kibble || !cans || !treats) return;
  const { customerAddress } = await createAddress(db, userId, HOME, now);
  const address = {
    firstName: HOME.firstName,
    lastName: HOME.lastName,
    company: null,
    address1: HOME.address1,
    address2: HOME.address2,
    city: HOME.city,
    province: 'Colorado',
    provinceCode: HOME.provinceCode,
    zip: HOME.zip,
    countryCode: HOME.countryCode,
    phone: HOME.phone,
  };
  if (!customerAddress) return;
  const firstDay = addDays(isoDate(now), -DAYS_BETWEEN_ORDERS * (ORDER_COUNT - 1) - 9);
  const stamp = (day: string) => `${day}T15:20:00.000Z`;
  const plan = (food: Food, days: number) =>
    food.variant.sellingPlans.find((p) => p.frequencyDays === days) ?? food.variant.sellingPlans[0]!;
  const kibblePlan = plan(kibble, 28);
  const cansPlan = plan(cans, 56);

  await db.transaction().execute(async (trx) => {
    // The test gateway's approving card, as checkout would have saved it.
    const card = `pm_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await trx
      .insertInto('payment_methods')
      .values({
        id: card,
        user_id: userId,
        gateway: 'test',
        reference: 'test_approved',
        brand: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 3,
        created_at: stamp(firstDay),
      })
      .execute();
    const kibbleSub = randomUUID();
    const cansSub = randomUUID();
    for (let i = 0; i < ORDER_COUNT; i++) {
      const day = addDays(firstDay, i * DAYS_BETWEEN_ORDERS);
      const first = i === 0;
      const lines = first
        ? [line(kibble, 1, kibblePlan.id), line(cans, 2, cansPlan.id), line(treats, 1, null)]
        : [line(kibble, 1, kibblePlan.id), ...(i % 2 === 0 && i < ORDER_COUNT - 2 ? [line(cans, 2, cansPlan.id)] : [])];
      const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
      const discount = first
        ? Math.round(
            (lines.filter((l) => l.sellingPlanId).reduce((sum, l) => sum + l.unitCents * l.quantity, 0) *
              FIRST_AUTOSHIP_PERCENT) /
              100,
          )
        : 0;
      const charges = orderCharges(
        subtotal - discount,
        subtotal - discount >= FREE_SHIPPING_MINIMUM_CENTS,
        address.provinceCode,
      );
      const { id } = await insertOrder(trx, {
        userId,
        site: 'DTC',
        email,
        fulfillmentStatus: i === ORDER_COUNT - 1 ? 'UNFULFILLED' : 'FULFILLED',
        subtotalCents: subtotal,
        discountCents: discount,
        ...charges,
        shippingAddress: address,
        attributes: [
          { key: 'sales_org', value: 'USHD' },
          { key: 'order_type', value: first ? 'firstPurchaseSubscription' : 'oneTimeOrder' },
          { key: 'shipping_location', value: 'ship_to_home' },
          { key: 'charge_id', value: `ch_test_demo${String(i).padStart(4, '0')}` },
        ],
        discountCodes: first ? ['AUTO35'] : [],
        payment: { brand: 'Visa', last4: '4242' },
        subscriptionId: first ? null : kibbleSub,
        lines,
        createdAt: stamp(day),
        paymentMethodId: card,
      });
      const shipped = i < ORDER_COUNT - 1;
      if (shipped) await shipDemoOrder(trx, id, day, i < ORDER_COUNT - 2, i);
      if (first) {
        const common = {
          user_id: userId,
          site: 'DTC',
          start_date: day,
          shipping_address: JSON.stringify(address),
          origin_order_id: id,
          created_at: stamp(day),
          updated_at: stamp(day),
          cancelled: null,
          cancel_reason: null,
          failed_attempts: 0,
          payment_method_id: card,
        };
        const lastDay = addDays(firstDay, (ORDER_COUNT - 1) * DAYS_BETWEEN_ORDERS);
        await trx
          .insertInto('subscriptions')
          .values([
            {
              ...common,
              id: kibbleSub,
              external_id: contractIdFor(kibbleSub),
              variant_id: kibble.variant.id,
              sku: kibble.variant.sku,
              selling_plan_id: kibblePlan.id,
              quantity: 1,
              frequency_days: kibblePlan.frequencyDays,
              next_order_date: addDays(lastDay, kibblePlan.frequencyDays),
            },
            {
              ...common,
              id: cansSub,
              external_id: contractIdFor(cansSub),
              variant_id: cans.variant.id,
              sku: cans.variant.sku,
              selling_plan_id: cansPlan.id,
              quantity: 2,
              frequency_days: cansPlan.frequencyDays,
              next_order_date: addDays(lastDay, cansPlan.frequencyDays),
              cancelled: stamp(addDays(lastDay, -20)),
              cancel_reason: 'I have too much food',
              updated_at: stamp(addDays(lastDay, -20)),
            },
          ])
          .execute();
      }
    }
  });
}
