// The operators' figures: the dashboard's slowest routes read from the request histogram, the bearer token /metrics
// asks for, which refusals of an order count as declined payments, and the snapshot the back office reads.
import { describe, expect, it } from 'vitest';
import { quantileOf, slowestRoutes } from '../../src/lib/site/request-figures';
import { holdsBearer } from '../../src/lib/http/bearer';
import { paymentRefusal } from '../../src/lib/checkout/payment-refusal';
import {
  autoshipDelivery,
  metricsSnapshot,
  metricsText,
  orderPlaced,
  pageCacheHit,
  paymentDeclined,
  requestAnswered,
} from '../../src/lib/site/metrics.server';

const INF = Number.POSITIVE_INFINITY;

describe('quantileOf', () => {
  it('interpolates within the bucket the rank falls in, as histogram_quantile does', () => {
    // 100 requests: 50 under 0.1 s, 40 more under 0.5 s, the last 10 under 1 s.
    const buckets = [
      { le: 0.1, count: 50 },
      { le: 0.5, count: 90 },
      { le: 1, count: 100 },
      { le: INF, count: 100 },
    ];
    expect(quantileOf(0.5, buckets, 100)).toBeCloseTo(0.1);
    expect(quantileOf(0.95, buckets, 100)).toBeCloseTo(0.75);
    expect(quantileOf(0.25, buckets, 100)).toBeCloseTo(0.05);
  });

  it('is null with no requests, or when the rank lies past the last finite bucket', () => {
    expect(quantileOf(0.95, [{ le: INF, count: 0 }], 0)).toBeNull();
    expect(
      quantileOf(
        0.95,
        [
          { le: 1, count: 1 },
          { le: INF, count: 10 },
        ],
        10,
      ),
    ).toBeNull();
  });
});

describe('slowestRoutes', () => {
  const series = (route: string, status: number, count: number, sumSeconds: number, under: number) => ({
    route,
    status,
    count,
    sumSeconds,
    buckets: [
      { le: under, count },
      { le: INF, count },
    ],
  });

  it('ranks by p95, slowest first, in milliseconds with the mean, and keeps the first ten', () => {
    const all = [
      series('/', 200, 4, 0.04, 0.025),
      series('/products/[...slug]', 200, 2, 0.3, 0.25),
      series('/api/[...path]', 404, 1, 0.002, 0.005),
      ...Array.from({ length: 12 }, (_, i) => series(`/p${i}`, 200, 1, 0.001, 0.005)),
      series('/search', 200, 0, 0, 0.1),
    ];
    const top = slowestRoutes(all);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ route: '/products/[...slug]', status: 200, count: 2, meanMs: 150, p95Ms: 237.5 });
    expect(top[1]).toMatchObject({ route: '/', status: 200, count: 4, meanMs: 10 });
    expect(top.some((r) => r.route === '/search')).toBe(false); // nothing counted, nothing shown
  });

  it('puts a route whose p95 lies past the last bucket first', () => {
    const slow = { route: '/slow', status: 200, count: 1, sumSeconds: 20, buckets: [{ le: INF, count: 1 }] };
    expect(slowestRoutes([series('/', 200, 1, 0.01, 0.025), slow])[0]).toMatchObject({ route: '/slow', p95Ms: null });
  });
});

describe('holdsBearer', () => {
  const token = 'a-long-metrics-token-1234';
  it.each([
    [`Bearer ${token}`, true],
    [`bearer ${token}`, true],
    [`Bearer ${token}x`, false],
    [`Bearer ${token.slice(1)}`, false],
    [token, false],
    ['Bearer ', false],
    [`Basic ${token}`, false],
    [null, false],
  ])('%s: %s', (header, holds) => {
    expect(holdsBearer(header, token)).toBe(holds);
  });
});

describe('paymentRefusal', () => {
  it('counts a decline and a processing error, and nothing else', () => {
    expect(paymentRefusal({ code: 'PAYMENT_DECLINED' })).toBe('declined');
    expect(paymentRefusal({ code: 'PAYMENT_ERROR' })).toBe('error');
    expect(paymentRefusal({ code: 'OUT_OF_STOCK' })).toBeNull();
    expect(paymentRefusal({ code: 'CART_CHANGED' })).toBeNull();
  });
});

describe('the registry', () => {
  it('answers in the text format and sums the same figures up for the dashboard', async () => {
    const before = await metricsSnapshot();
    requestAnswered('/products/[...slug]', 200, 0.04);
    pageCacheHit();
    orderPlaced('checkout', 2599);
    orderPlaced('autoship', 1000);
    paymentDeclined('autoship', 'declined');
    autoshipDelivery('skipped');
    const after = await metricsSnapshot();
    expect(after.ordersPlaced).toEqual({
      checkout: before.ordersPlaced.checkout + 1,
      autoship: before.ordersPlaced.autoship + 1,
    });
    expect(after.orderValueCents).toBe(before.orderValueCents + 3599);
    expect(after.paymentsDeclined).toBe(before.paymentsDeclined + 1);
    expect(after.autoship.skipped).toBe(before.autoship.skipped + 1);
    expect(after.cache.hits).toBe(before.cache.hits + 1);
    expect(after.requests.find((r) => r.route === '/products/[...slug]' && r.status === 200)).toMatchObject({
      count: expect.any(Number),
      meanMs: expect.any(Number),
    });
    expect(Date.parse(after.startedAt)).toBeLessThanOrEqual(Date.now());

    const text = await metricsText({ database: true, redis: null, mail: { unsent: 3, failed: 1 } });
    expect(text).toMatch(
      /^store_http_request_duration_seconds_bucket\{le="0.05",route="\/products\/\[...slug\]",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^store_orders_placed_total\{source="checkout"\} \d+$/m);
    expect(text).toMatch(/^store_mail_outbox_unsent 3$/m);
    expect(text).toMatch(/^store_mail_outbox_failed 1$/m);
    expect(text).toMatch(/^store_database_up 1$/m);
    expect(text).not.toContain('store_redis_up'); // no Redis, nothing to say of it
    expect(await metricsText({ database: false, redis: false, mail: null })).toMatch(
      /^store_database_up 0$[\s\S]*^store_redis_up 0$/m,
    );
  });
});
