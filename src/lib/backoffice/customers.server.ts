// The back office's customers (issue 38 §4): find a customer by email or name, see their orders, autoships, addresses
// and giving, send the account confirmation again, lift a sign-in lock. No password or card number is ever read:
// a customer's cards are only what the shop keeps of them (brand and last four digits, on their orders).
import type { Db } from '../db/connect.server';
import { containsPattern, lowerLike } from '../db/like';
import { listAddresses } from '../account/addresses.server';
import { resendAccountConfirmation } from '../account/accounts.server';
import { accountKindFromRow } from '../account/rows';
import { givingForCustomer } from '../giving/orders.server';
import { liftSignInLock, signInLocked } from '../http/sign-in-limits.server';
import { listAutoships } from '../subscriptions/subscriptions.server';
import { actionsOn, recordAction } from './audit.server';
import { listOrders } from './orders.server';
import { describeAction } from './timeline';
import type { Actor, CustomerDetail, CustomerSummary, Page } from './types';

const customers = (db: Db) => db.selectFrom('profiles').innerJoin('auth_users', 'auth_users.id', 'profiles.user_id');

export async function listCustomers(
  db: Db,
  filters: { query?: string | undefined; page: number; perPage: number },
): Promise<Page<CustomerSummary>> {
  let q = customers(db);
  // Each word of the query is part of the email or of a name, so "sam shopper" finds Sam Shopper.
  for (const word of (filters.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = containsPattern(word);
    q = q.where((eb) =>
      eb.or([
        lowerLike('auth_users.email', pattern),
        lowerLike('profiles.first_name', pattern),
        lowerLike('profiles.last_name', pattern),
      ]),
    );
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = Math.max(1, Math.ceil(count / filters.perPage));
  const page = Math.min(filters.page, pages);
  const rows = await q
    .select([
      'profiles.user_id',
      'profiles.kind',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.created_at',
      'auth_users.email',
      'auth_users.emailVerified',
    ])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select((o) => o.fn.countAll<number | string>().as('n'))
        .whereRef('orders.user_id', '=', 'profiles.user_id')
        .as('order_count'),
    )
    .orderBy('profiles.created_at', 'desc')
    .orderBy('auth_users.email')
    .limit(filters.perPage)
    .offset((page - 1) * filters.perPage)
    .execute();
  return {
    items: rows.map((row) => ({
      id: row.user_id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      kind: accountKindFromRow(row),
      confirmed: Boolean(row.emailVerified),
      createdAt: row.created_at,
      orderCount: Number(row.order_count ?? 0),
    })),
    total: count,
    page,
    pages,
  };
}

export async function customerDetail(db: Db, userId: string): Promise<CustomerDetail | null> {
  const row = await customers(db)
    .select([
      'profiles.user_id',
      'profiles.kind',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.phone',
      'profiles.created_at',
      'auth_users.email',
      'auth_users.emailVerified',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const [orders, autoships, addresses, giving, locked, actions] = await Promise.all([
    listOrders(db, { userId, page: 1, perPage: 50 }),
    listAutoships(db, userId),
    listAddresses(db, userId),
    givingForCustomer(db, userId),
    signInLocked(db, row.email),
    actionsOn(db, { type: 'customer', id: userId }),
  ]);
  return {
    id: row.user_id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    kind: accountKindFromRow(row),
    confirmed: Boolean(row.emailVerified),
    createdAt: row.created_at,
    orderCount: orders.total,
    phone: row.phone,
    orders: orders.items,
    autoships,
    addresses,
    giving,
    signInLocked: locked,
    timeline: actions.map((a) => ({ at: a.at, who: a.actor, text: describeAction(a) })),
  };
}

export type CustomerOutcome =
  | { ok: true; repeated: boolean }
  | { ok: false; code: 'NOT_FOUND' | 'CONFLICT'; field: string[]; message: string };

/** Runs an action on a customer's account by its email, or answers that there is no such customer. */
async function onCustomer(
  db: Db,
  customerId: string,
  action: (email: string) => Promise<CustomerOutcome>,
): Promise<CustomerOutcome> {
  const row = await db.selectFrom('auth_users').select('email').where('id', '=', customerId).executeTakeFirst();
  if (!row)
    return { ok: false, code: 'NOT_FOUND', field: ['customerId'], message: 'There is no customer with that id.' };
  return action(row.email);
}

export function resendCustomerConfirmation(
  db: Db,
  actor: Actor,
  customerId: string,
  now = new Date(),
): Promise<CustomerOutcome> {
  return onCustomer(db, customerId, async (email) => {
    if (!(await resendAccountConfirmation(email)))
      return { ok: false, code: 'CONFLICT', field: ['customerId'], message: 'This account is already confirmed.' };
    const subject = { type: 'customer', id: customerId } as const;
    await recordAction(db, actor, 'customer.confirmation_resent', subject, { to: email }, now);
    return { ok: true, repeated: false };
  });
}

export function unlockCustomer(db: Db, actor: Actor, customerId: string, now = new Date()): Promise<CustomerOutcome> {
  return onCustomer(db, customerId, async (email) => {
    const locked = await signInLocked(db, email);
    await liftSignInLock(db, email);
    if (locked) await recordAction(db, actor, 'customer.unlocked', { type: 'customer', id: customerId }, {}, now);
    return { ok: true, repeated: !locked };
  });
}
