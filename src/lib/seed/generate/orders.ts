// What a generated customer and order history looks like: customers spread over about three years, most with a few
// orders and a long tail with many, one bulk buyer with exactly 2,000 (the My Orders benchmark's account); each
// order's money follows the shop's own rules (autoship price, first-autoship and welcome discounts, free shipping over
// the minimum, the state's tax), and its state follows its age: delivered, on its way, still open, now and then
// cancelled before it shipped or refunded after it arrived.
import { autoshipPriceCents } from '../../catalog/promos';
import { orderCharges } from '../../checkout/charges';
import type { OrderAddress } from '../../orders/types';
import { US_STATES } from '../../site/us-states';
import type { SiteId } from '../../site/site';
import type { Random } from './random';

export const BULK_BUYER_EMAIL = 'bulk-buyer@example.com';
export const BULK_BUYER_ORDERS = 2000;
export const HISTORY_DAYS = 3 * 365;
export const FREE_SHIPPING_MINIMUM_CENTS = 4900;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How many orders a customer places over the years: mostly a few, now and then very many. */
const ORDERS_PER_CUSTOMER: [[number, number], number][] = [
  [[1, 1], 30],
  [[2, 2], 18],
  [[3, 3], 12],
  [[4, 4], 9],
  [[5, 5], 7],
  [[6, 10], 14],
  [[11, 25], 7],
  [[26, 60], 2.5],
  [[61, 150], 0.5],
];

/** Orders per customer, the bulk buyer's first; they add up to `total`. */
export function orderCounts(total: number, random: Random): number[] {
  if (total <= 0) return [];
  const counts = [Math.min(BULK_BUYER_ORDERS, total)];
  let left = total - counts[0]!;
  while (left > 0) {
    const [low, high] = random.weighted(ORDERS_PER_CUSTOMER);
    const count = Math.min(left, random.int(low, high));
    counts.push(count);
    left -= count;
  }
  return counts;
}

/** Where customers live: a city, its state, and the first three digits of its ZIP codes. */
const CITIES: [string, string, string, number][] = [
  ['New York', 'NY', '100', 8],
  ['Brooklyn', 'NY', '112', 5],
  ['Buffalo', 'NY', '142', 1],
  ['Los Angeles', 'CA', '900', 7],
  ['San Diego', 'CA', '921', 3],
  ['San Francisco', 'CA', '941', 3],
  ['Sacramento', 'CA', '958', 2],
  ['Chicago', 'IL', '606', 5],
  ['Houston', 'TX', '770', 4],
  ['Dallas', 'TX', '752', 3],
  ['Austin', 'TX', '787', 2],
  ['San Antonio', 'TX', '782', 2],
  ['Phoenix', 'AZ', '850', 3],
  ['Philadelphia', 'PA', '191', 3],
  ['Pittsburgh', 'PA', '152', 1],
  ['Jacksonville', 'FL', '322', 2],
  ['Miami', 'FL', '331', 3],
  ['Tampa', 'FL', '336', 2],
  ['Columbus', 'OH', '432', 2],
  ['Cleveland', 'OH', '441', 1],
  ['Indianapolis', 'IN', '462', 2],
  ['Charlotte', 'NC', '282', 2],
  ['Raleigh', 'NC', '276', 1],
  ['Seattle', 'WA', '981', 2],
  ['Spokane', 'WA', '992', 1],
  ['Denver', 'CO', '802', 2],
  ['Boulder', 'CO', '803', 1],
  ['Boston', 'MA', '021', 2],
  ['Nashville', 'TN', '372', 2],
  ['Detroit', 'MI', '482', 2],
  ['Portland', 'OR', '972', 2],
  ['Las Vegas', 'NV', '891', 2],
  ['Baltimore', 'MD', '212', 1],
  ['Milwaukee', 'WI', '532', 1],
  ['Albuquerque', 'NM', '871', 1],
  ['Atlanta', 'GA', '303', 2],
  ['Kansas City', 'MO', '641', 1],
  ['Omaha', 'NE', '681', 1],
  ['Minneapolis', 'MN', '554', 2],
  ['New Orleans', 'LA', '701', 1],
  ['Salt Lake City', 'UT', '841', 1],
  ['Anchorage', 'AK', '995', 0.3],
  ['Honolulu', 'HI', '968', 0.4],
  ['Newark', 'NJ', '071', 1],
  ['Richmond', 'VA', '232', 1],
  ['Louisville', 'KY', '402', 1],
  ['Birmingham', 'AL', '352', 1],
  ['Boise', 'ID', '837', 0.5],
  ['Burlington', 'VT', '054', 0.2],
  ['Portland', 'ME', '041', 0.3],
];
const CITY_WEIGHTS = CITIES.map((city) => [city, city[3]] as const);

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'William',
  'Mia',
  'Benjamin',
  'Charlotte',
  'Lucas',
  'Amelia',
  'Henry',
  'Harper',
  'Alexander',
  'Evelyn',
  'Mason',
  'Abigail',
  'Michael',
  'Emily',
  'Ethan',
  'Ella',
  'Daniel',
  'Avery',
  'Jacob',
  'Scarlett',
  'Logan',
  'Grace',
  'Jackson',
  'Chloe',
  'Sebastian',
  'Riley',
  'Jack',
  'Aria',
  'Aiden',
  'Lily',
  'Owen',
  'Zoey',
  'Samuel',
  'Nora',
  'Matthew',
  'Layla',
  'Joseph',
  'Hannah',
  'David',
  'Maria',
  'Carlos',
  'Priya',
  'Wei',
  'Fatima',
  'Omar',
  'Yuki',
  'Kofi',
  'Ana',
  'Diego',
  'Mei',
  'Ravi',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Kim',
  'Chen',
  'Singh',
  'Okafor',
  'Silva',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple St',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Ave',
  'Lake Dr',
  'Hillcrest Rd',
  'Park Ave',
  'Sunset Blvd',
  'River Rd',
  'Highland Ave',
  'Church St',
  'Spring St',
  'Willow Way',
  'Meadow Ln',
];
const CARD_BRANDS: [string, number][] = [
  ['Visa', 6],
  ['Mastercard', 3],
  ['American Express', 1],
  ['Discover', 0.5],
];

export type Customer = {
  email: string;
  firstName: string;
  lastName: string;
  site: SiteId;
  species: 'dog' | 'cat';
  address: OrderAddress;
  /** Whether they set food to come on autoship. */
  autoships: boolean;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
  /** When they signed up, ms. */
  joinedAt: number;
};

const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));

/** Customer `index` (0 is the bulk buyer) who places their first order no earlier than `firstOrderAt`. */
export function makeCustomer(index: number, firstOrderAt: number, random: Random): Customer {
  const bulk = index === 0;
  const firstName = bulk ? 'Bailey' : random.pick(FIRST_NAMES);
  const lastName = bulk ? 'Bulk' : random.pick(LAST_NAMES);
  const [city, state, zip3] = random.weighted(CITY_WEIGHTS);
  const phone = `${random.int(201, 989)}-555-${String(random.int(100, 9999)).padStart(4, '0')}`;
  return {
    email: bulk ? BULK_BUYER_EMAIL : `${firstName}.${lastName}.${index}@example.com`.toLowerCase(),
    firstName,
    lastName,
    site: bulk ? 'DTC' : random.chance(0.3) ? 'HPSF' : 'DTC',
    species: random.chance(0.58) ? 'dog' : 'cat',
    address: {
      firstName,
      lastName,
      company: null,
      address1: `${random.int(10, 9899)} ${random.pick(STREETS)}`,
      address2: random.chance(0.2) ? `Apt ${random.int(1, 40)}` : null,
      city,
      province: STATE_NAMES.get(state) ?? state,
      provinceCode: state,
      zip: `${zip3}${String(random.int(1, 99)).padStart(2, '0')}`,
      countryCode: 'US',
      phone,
    },
    autoships: bulk || random.chance(0.4),
    card: {
      brand: random.weighted(CARD_BRANDS),
      last4: String(random.int(0, 9999)).padStart(4, '0'),
      expMonth: random.int(1, 12),
      expYear: new Date(firstOrderAt).getUTCFullYear() + random.int(3, 5),
    },
    joinedAt: firstOrderAt - random.int(0, 30) * DAY - random.int(0, 86_399) * 1000,
  };
}

/**
 * When a customer's `count` orders were placed, oldest first, all before `now`: newer customers are more common
 * (the shop grows), and an order falls in the daytime of the shop's US customers.
 */
export function orderTimes(count: number, now: number, random: Random, bulk = false): number[] {
  const start = Math.floor((now - HISTORY_DAYS * DAY) / DAY) * DAY;
  const joined = bulk ? start : start + (1 - Math.pow(random.next(), 1.6)) * (now - start) * 0.97;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor((joined + random.next() * (now - joined - HOUR) - start) / DAY);
    times.push(start + day * DAY + (13 + random.next() * 11) * HOUR);
  }
  // Today's later hours have not come yet: those orders were placed the day before.
  return times.map((t) => (t > now - HOUR ? t - DAY : t)).sort((a, b) => a - b);
}

/** A variant an order can hold, with what the line copies of it. */
export type Sellable = {
  variantId: string;
  sku: string;
  title: string;
  variantTitle: string;
  handle: string;
  priceCents: number;
  autoship: boolean;
};

export type OrderLine = Sellable & { quantity: number; unitCents: number; sellingPlanId: string | null };

export type OrderState = 'delivered' | 'shipped' | 'open' | 'cancelled' | 'refunded';

export type PlannedOrder = {
  site: SiteId;
  lines: OrderLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  discountCodes: string[];
  kind: 'firstPurchaseSubscription' | 'oneTimeOrder';
  state: OrderState;
  shippedAt: number | null;
  deliveredAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  refundedAt: number | null;
  carrier: string;
};

const PLANS: [string, number][] = [
  ['autoship-2w', 1],
  ['autoship-4w', 5],
  ['autoship-6w', 2],
  ['autoship-8w', 2],
];
const LINES_PER_ORDER: [number, number][] = [
  [1, 45],
  [2, 30],
  [3, 15],
  [4, 7],
  [5, 3],
];
const CARRIER_WEIGHTS: [string, number][] = [
  ['UPS', 6],
  ['FedEx', 2],
  ['USPS', 2],
];
const CANCEL_REASONS = [
  'Customer asked to cancel',
  'Ordered the wrong size',
  'Payment was disputed',
  'Duplicate order',
];
export const REFUND_REASONS = ['Damaged in transit', 'Pet would not eat it', 'Arrived too late'];
const WELCOME_FROM = 2500;
const SPRING_UNTIL = Date.parse('2026-06-01T00:00:00.000Z');

/** A favourite few make most sales: the first of the list far more often than its tail. */
const popular = <T>(list: readonly T[], random: Random): T =>
  list[Math.floor(Math.pow(random.next(), 2.2) * list.length)]!;

/**
 * One order of `customer` at `at`, from the variants on sale on their site for their pet (`shelf`, most popular
 * first); `first` is their first order, where the first-autoship or welcome discount applies.
 */
export function planOrder(
  customer: Customer,
  shelf: readonly Sellable[],
  at: number,
  now: number,
  first: boolean,
  random: Random,
): PlannedOrder {
  const lineCount = random.weighted(LINES_PER_ORDER);
  const chosen = new Map<string, OrderLine>();
  for (let i = 0; i < lineCount * 2 && chosen.size < lineCount; i++) {
    const item = popular(shelf, random);
    if (chosen.has(item.variantId)) continue;
    const autoship = customer.autoships && item.autoship && random.chance(0.7);
    const quantity = random.weighted([
      [1, 75],
      [2, 18],
      [3, 5],
      [4, 2],
    ] as const);
    chosen.set(item.variantId, {
      ...item,
      quantity,
      unitCents: autoship ? autoshipPriceCents(item.priceCents) : item.priceCents,
      sellingPlanId: autoship ? random.weighted(PLANS) : null,
    });
  }
  const lines = [...chosen.values()];
  const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  const autoshipGoods = lines.filter((l) => l.sellingPlanId).reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  let discount = 0;
  const codes: string[] = [];
  if (first && autoshipGoods > 0) {
    discount = Math.round((autoshipGoods * 35) / 100);
    codes.push('AUTO35');
  } else if (customer.site === 'DTC' && first && subtotal >= WELCOME_FROM && random.chance(0.3)) {
    discount = Math.round((subtotal * 10) / 100);
    codes.push('WELCOME10');
  } else if (customer.site === 'DTC' && at < SPRING_UNTIL && subtotal >= 5000 && random.chance(0.03)) {
    discount = Math.round((subtotal * 15) / 100);
    codes.push('SPRING15');
  }
  const goods = subtotal - discount;
  const charges = orderCharges(goods, goods >= FREE_SHIPPING_MINIMUM_CENTS, customer.address.provinceCode);

  const shippedAt = at + (18 + random.next() * 30) * HOUR;
  const deliveredAt = shippedAt + (40 + random.next() * 60) * HOUR;
  const roll = random.next();
  let state: OrderState;
  if (roll < 0.015) state = 'cancelled';
  else if (shippedAt > now) state = 'open';
  else if (deliveredAt > now) state = 'shipped';
  else if (roll < 0.025) state = 'refunded';
  else state = 'delivered';
  const shipped = state === 'delivered' || state === 'shipped' || state === 'refunded';
  return {
    site: customer.site,
    lines,
    subtotalCents: subtotal,
    discountCents: discount,
    ...charges,
    discountCodes: codes,
    kind: first && autoshipGoods > 0 ? 'firstPurchaseSubscription' : 'oneTimeOrder',
    state,
    shippedAt: shipped ? shippedAt : null,
    deliveredAt: state === 'delivered' || state === 'refunded' ? deliveredAt : null,
    cancelledAt: state === 'cancelled' ? Math.min(now, at + (1 + random.next() * 5) * HOUR) : null,
    cancelReason: state === 'cancelled' ? random.pick(CANCEL_REASONS) : null,
    refundedAt: state === 'refunded' ? Math.min(now, deliveredAt + random.int(1, 10) * DAY) : null,
    carrier: random.weighted(CARRIER_WEIGHTS),
  };
}

/** What the back office would show for it: the fulfilment and money states the order row keeps. */
export function orderStatuses(state: OrderState): { fulfillment: string; financial: string } {
  if (state === 'cancelled') return { fulfillment: 'UNFULFILLED', financial: 'VOIDED' };
  if (state === 'open') return { fulfillment: 'UNFULFILLED', financial: 'PAID' };
  if (state === 'refunded') return { fulfillment: 'FULFILLED', financial: 'REFUNDED' };
  return { fulfillment: 'FULFILLED', financial: 'PAID' };
}
