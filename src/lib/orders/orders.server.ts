// A customer's orders (spec 000 §7 get-{commerce}-orders, -order, -last-order): only ever the signed-in customer's
// own, newest first, in pages joined by cursors. Placing an order is the checkout's; this reads them.
import type { Db } from '../db/connect.server';
import { indexOfLoad, loadCatalogue, planNamesOfLoad } from '../catalog/catalogue.server';
import { containsPattern, lowerLike } from '../db/like';
import { decodeCursor, encodeCursor, orderNumberQuery, type OrderPosition } from './cursor';
import { orderFromRow } from './rows';
import type { Order, PageInfo } from './types';
import type { Selectable } from 'kysely';
import type { OrderTable } from '../db/schema';

export type OrdersPage = { orders: Order[]; pageInfo: PageInfo };
export type PageRequest = {
  first: number;
  after?: string | undefined;
  before?: string | undefined;
  query?: string | undefined;
};

export class BadCursor extends Error {}

function position(token: string): OrderPosition {
  const at = decodeCursor(token);
  if (!at) throw new BadCursor('That page of orders cannot be found; start again from the newest.');
  return at;
}

export async function listOrders(db: Db, userId: string, page: PageRequest): Promise<OrdersPage> {
  const backwards = page.before !== undefined;
  const from =
    page.after !== undefined ? position(page.after) : page.before !== undefined ? position(page.before) : null;
  let q = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
  const number = page.query ? orderNumberQuery(page.query) : null;
  if (page.query) {
    const text = containsPattern(page.query.trim());
    q = q.where((eb) =>
      eb.or([
        ...(number !== null ? [eb('number', '=', number)] : []),
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where((l) => l.or([lowerLike('order_lines.title', text), l('sku', '=', page.query!.trim())])),
        ),
      ]),
    );
  }
  if (from) {
    const op = backwards ? '>' : '<';
    q = q.where((eb) =>
      eb.or([
        eb('created_at', op, from.createdAt),
        eb.and([eb('created_at', '=', from.createdAt), eb('id', op, from.id)]),
      ]),
    );
  }
  const direction = backwards ? 'asc' : 'desc';
  const rows = await q
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(page.first + 1)
    .execute();
  const more = rows.length > page.first;
  const shown = rows.slice(0, page.first);
  if (backwards) shown.reverse();
  const orders = await presentOrders(db, shown);
  const first = shown[0];
  const last = shown[shown.length - 1];
  return {
    orders,
    pageInfo: {
      hasNextPage: backwards ? true : more,
      hasPreviousPage: backwards ? more : from !== null,
      startCursor: first ? encodeCursor({ createdAt: first.created_at, id: first.id }) : null,
      endCursor: last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    },
  };
}

export async function getOrder(db: Db, userId: string, orderId: string): Promise<Order | null> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? ((await presentOrders(db, [row]))[0] ?? null) : null;
}

/** An order by id alone, for a caller that has already checked who may see it (the checkout that placed it). */
export async function orderById(db: Db, orderId: string): Promise<Order | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  return row ? ((await presentOrders(db, [row]))[0] ?? null) : null;
}

export async function lastOrder(db: Db, userId: string): Promise<Order | null> {
  const { orders } = await listOrders(db, userId, { first: 1 });
  return orders[0] ?? null;
}

/** Orders as the API answers them: their lines with pictures and plan names, and their shipments. */
export async function presentOrders(db: Db, rows: Selectable<OrderTable>[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, catalogue, shipments] = await Promise.all([
    db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    loadCatalogue(db),
    db.selectFrom('shipments').selectAll().where('order_id', 'in', ids).orderBy('shipped_at').execute(),
  ]);
  const index = indexOfLoad(catalogue);
  const planNames = planNamesOfLoad(catalogue);
  const byOrder = groupBy(lines);
  const shipmentsOf = groupBy(shipments);
  return rows.map((row) =>
    orderFromRow(
      row,
      byOrder.get(row.id) ?? [],
      (line) => {
        const found = index.get(line.variant_id);
        return found ? (found.variant.imagePrimary ?? found.product.featuredImage) : null;
      },
      (id) => planNames.get(id) ?? 'Autoship',
      shipmentsOf.get(row.id) ?? [],
    ),
  );
}

function groupBy<Row extends { order_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const byOrder = new Map<string, Row[]>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}
