// Cursors and searches of the order history (spec 000 §7 get-{commerce}-orders: id, quantity, cursor, query).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  orderNumberQuery,
} from '../../src/lib/orders/cursor';

const at = { createdAt: '2026-11-13T15:20:00.000Z', id: '3d7a8750-6e17-4c73-bf64-dc6696a0bc8b' };
const base64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('order cursors (spec 000 §7 get-{commerce}-orders cursor)', () => {
  it('reads back the position it wrote, as URL-safe text', () => {
    const cursor = encodeCursor(at);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(at);
  });

  it('gives two orders made in the same instant different cursors', () => {
    expect(encodeCursor(at)).not.toBe(encodeCursor({ ...at, id: 'another-order' }));
  });

  it.each([
    ['empty text', ''],
    ['text that is not base64 JSON', 'not a cursor'],
    ['JSON that is not a list', base64url({ createdAt: at.createdAt, id: at.id })],
    ['a list of the wrong length', base64url([at.createdAt, at.id, 'extra'])],
    ['a number for the id', base64url([at.createdAt, 42])],
    ['a time that is not a time', base64url(['yesterday-ish', at.id])],
    ['broken JSON', base64url('["2026-11-13T15:20:00.000Z",')],
  ])('refuses %s, so the caller can answer 400', (_what, cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});

describe('order-number searches (spec 000 §7 get-{commerce}-orders query)', () => {
  it.each([
    ['1001', 1001],
    ['#1001', 1001],
    [' # 1001 ', 1001],
    ['order 1001', 1001],
    ['Order #1001', 1001],
    ['ORDER1001', 1001],
  ])('reads %j as order %i', (query, number) => {
    expect(orderNumberQuery(query)).toBe(number);
  });

  it.each(['chicken', '1001a', '10 01', '#', '', 'order', '1234567890', 'sku 10007'])(
    'does not read %j as an order number',
    (query) => {
      expect(orderNumberQuery(query)).toBeNull();
    },
  );
});

describe('page sizes (spec 000 §9 quantity-like constants 10 and 50)', () => {
  it('shows 10 orders a page unless asked, and never more than 50', () => {
    expect([DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE]).toEqual([10, 50]);
  });
});
