// The customer as get-{commerce}-customer answers it (spec 000 §3 Customer profile): the account's profile, addresses
// and metafields, with the flags other domains know — the month's program quota (orders), whether the request holds
// the order-management cookie (subscriptions) and whether a checkout is under way (checkout).
import type { APIContext } from 'astro';
import type { SessionUser } from '../account/accounts.server';
import { getCustomer, type Customer, type Metafield } from '../account/customer.server';
import { customerMetafieldFields, type CustomerMetafieldFields } from '../account/customer-fields';
import { listOrders, type OrdersPage } from '../orders/orders.server';
import { listAutoships } from '../subscriptions/subscriptions.server';
import type { Autoship } from '../subscriptions/autoship';
import { getsProgramDiscount } from '../account/rules';
import { hasOpenCheckout } from '../checkout/checkouts.server';
import type { Db } from '../db/connect.server';
import { quotaMonthOf, quotaReached } from '../orders/quota';
import { orderedInMonth } from '../orders/quota.server';
import { cartSettings } from '../site/config.server';
import { money, type Money } from '../site/money';
import { holdsManagementCookie } from './management-endpoint.server';

/** How many of the newest orders the customer answer carries; the rest are a page away (get-{commerce}-orders). */
export const CUSTOMER_ORDERS = 10;

export type CustomerAnswer = Customer &
  CustomerMetafieldFields<Metafield> & {
    /** The newest orders and the cursor to the next page (spec 000 §3 Order). */
    orders: OrdersPage;
    /** The customer's autoships, running ones first (spec 000 §3 Subscription). */
    subscriptions: Autoship[];
    /** The month the quota counts (`YYYY-MM`, UTC), and what the customer's orders on this site came to in it. */
    quotaMonth: string;
    quotaValue: Money;
    /** A staff member whose month's orders came to the program's monthly allowance (PROGRAM_MONTHLY_QUOTA). */
    quotaReached: boolean;
    /** The request carries a valid order-management cookie for this customer (spec 000 §7 /api/crypto). */
    ordergrooveCookie: boolean;
    /** The customer has begun a checkout here that is neither placed nor run out. */
    isCheckoutInitiated: boolean;
  };

export async function customerAnswer(
  db: Db,
  user: SessionUser,
  context: Pick<APIContext, 'cookies' | 'locals'>,
  now = new Date(),
): Promise<CustomerAnswer> {
  const site = context.locals.site;
  const month = quotaMonthOf(now);
  const [customer, orderedCents, checkingOut, orders, subscriptions] = await Promise.all([
    getCustomer(db, user),
    orderedInMonth(db, user.id, site, month),
    hasOpenCheckout(db, user.id, site, now),
    listOrders(db, user.id, { first: CUSTOMER_ORDERS }),
    listAutoships(db, user.id),
  ]);
  return {
    ...customer,
    ...customerMetafieldFields(customer.metafields, customer.preferredAddress, customer.defaultAddress),
    orders,
    subscriptions,
    quotaMonth: month,
    quotaValue: money(orderedCents),
    quotaReached: quotaReached(orderedCents, cartSettings().programMonthlyQuotaCents, getsProgramDiscount(site, user)),
    ordergrooveCookie: holdsManagementCookie(context, user.id),
    isCheckoutInitiated: checkingOut,
  };
}
