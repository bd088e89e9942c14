// The instance's figures for operators (GET /metrics, Prometheus' text format) and for the back office's dashboard
// (metricsSnapshot). Every metric is defined here, in one registry of this process: the request and order figures
// are counted where they happen; the outbox and the health of the database and Redis are read at each scrape by the
// caller, which hands them to metricsText, since those readings need domains above this one.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { slowestRoutes, type BucketCount } from './request-figures';

const registry = new Registry();
const startedAt = new Date().toISOString();

const requestSeconds = new Histogram({
  name: 'store_http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern and status; _count is the number of requests.',
  labelNames: ['route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** A counter or gauge in this registry; `labels` names what tells its series apart. */
const counter = <L extends string>(name: string, help: string, labels: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames: labels, registers: [registry] });
const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });

const pageCacheHits = counter('store_page_cache_hits_total', 'Guest pages answered from the shared page cache.');
const pageCacheMisses = counter(
  'store_page_cache_misses_total',
  'Guest pages the shared page cache could have answered but had to render (then kept).',
);

export type OrderSource = 'checkout' | 'autoship';

const ordersPlaced = counter('store_orders_placed_total', 'Orders committed, by where they came from.', ['source']);
const orderValue = counter(
  'store_order_value_cents_total',
  'The totals of the orders committed, in US cents, by where they came from.',
  ['source'],
);
const paymentsDeclined = counter(
  'store_payments_declined_total',
  'Charges the payment processor declined or failed to process, by where the order came from.',
  ['source', 'reason'],
);

export const AUTOSHIP_OUTCOMES = ['placed', 'declined', 'skipped', 'failed', 'superseded'] as const;
export type AutoshipOutcome = (typeof AUTOSHIP_OUTCOMES)[number];

const autoshipDeliveries = counter(
  'store_autoship_deliveries_total',
  'Autoship deliveries worked on, by outcome: placed, declined (tried again), skipped (after the last decline), failed, superseded (ordered elsewhere).',
  ['outcome'],
);

const outboxUnsent = gauge('store_mail_outbox_unsent', 'Mail in the outbox not sent yet (read at scrape).');
const outboxFailing = gauge(
  'store_mail_outbox_failed',
  'Unsent mail whose last send failed, those the relay gave up on included (read at scrape).',
);
const databaseUp = gauge('store_database_up', '1 when the database answered at this scrape, else 0.');

/** Only when the store runs with Redis (REDIS_URL): a store without it has nothing to report there. */
let redisUp: Gauge | undefined;

export function requestAnswered(route: string, status: number, seconds: number): void {
  requestSeconds.observe({ route, status }, seconds);
}

export const pageCacheHit = (): void => pageCacheHits.inc();
export const pageCacheMiss = (): void => pageCacheMisses.inc();

export function orderPlaced(source: OrderSource, totalCents: number): void {
  ordersPlaced.inc({ source });
  orderValue.inc({ source }, totalCents);
}

/** A charge refused: `declined` by the card's bank, or an `error` of the processor. */
export function paymentDeclined(source: OrderSource, reason: 'declined' | 'error'): void {
  paymentsDeclined.inc({ source, reason });
}

export const autoshipDelivery = (outcome: AutoshipOutcome): void => autoshipDeliveries.inc({ outcome });

/** What is read afresh at each scrape. `mail` is null when the database could not say; `redis` null without Redis. */
export type ScrapeReadings = {
  database: boolean;
  redis: boolean | null;
  mail: { unsent: number; failed: number } | null;
};

export const METRICS_CONTENT_TYPE = registry.contentType;

/** The registry in Prometheus' text format, with this scrape's readings. */
export async function metricsText(readings: ScrapeReadings): Promise<string> {
  databaseUp.set(readings.database ? 1 : 0);
  if (readings.mail) {
    outboxUnsent.set(readings.mail.unsent);
    outboxFailing.set(readings.mail.failed);
  }
  if (readings.redis !== null) {
    redisUp ??= gauge('store_redis_up', '1 when Redis answered a PING at this scrape, else 0.');
    redisUp.set(readings.redis ? 1 : 0);
  }
  return registry.metrics();
}

export type MetricsSnapshot = {
  /** When this instance began counting. */
  startedAt: string;
  /** The ten slowest routes by 95th percentile, each status apart. */
  requests: ReturnType<typeof slowestRoutes>;
  ordersPlaced: Record<OrderSource, number>;
  orderValueCents: number;
  paymentsDeclined: number;
  autoship: Record<AutoshipOutcome, number>;
  cache: { hits: number; misses: number };
};

type Value = { value: number; labels: Partial<Record<string, string | number>>; metricName?: string };

const valuesOf = async (metric: { get(): Promise<{ values: Value[] }> | { values: Value[] } }) =>
  (await metric.get()).values;

const sum = (values: Value[], where: (labels: Value['labels']) => boolean = () => true) =>
  values.filter((v) => where(v.labels)).reduce((total, v) => total + v.value, 0);

/** This instance's figures, for the back office's dashboard. */
export async function metricsSnapshot(): Promise<MetricsSnapshot> {
  const [requests, orders, value, declined, autoship, hits, misses] = await Promise.all([
    valuesOf(requestSeconds),
    valuesOf(ordersPlaced),
    valuesOf(orderValue),
    valuesOf(paymentsDeclined),
    valuesOf(autoshipDeliveries),
    valuesOf(pageCacheHits),
    valuesOf(pageCacheMisses),
  ]);
  return {
    startedAt,
    requests: slowestRoutes(requestSeries(requests)),
    ordersPlaced: {
      checkout: sum(orders, (l) => l.source === 'checkout'),
      autoship: sum(orders, (l) => l.source === 'autoship'),
    },
    orderValueCents: sum(value),
    paymentsDeclined: sum(declined),
    autoship: Object.fromEntries(
      AUTOSHIP_OUTCOMES.map((outcome) => [outcome, sum(autoship, (l) => l.outcome === outcome)]),
    ) as Record<AutoshipOutcome, number>,
    cache: { hits: sum(hits), misses: sum(misses) },
  };
}

/** The histogram's flat values gathered per route and status. */
function requestSeries(values: Value[]) {
  const series = new Map<
    string,
    { route: string; status: number; count: number; sumSeconds: number; buckets: BucketCount[] }
  >();
  for (const { value, labels, metricName } of values) {
    const route = String(labels.route);
    const status = Number(labels.status);
    const key = `${status} ${route}`;
    let one = series.get(key);
    if (!one) series.set(key, (one = { route, status, count: 0, sumSeconds: 0, buckets: [] }));
    if (metricName?.endsWith('_bucket'))
      one.buckets.push({ le: labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le), count: value });
    else if (metricName?.endsWith('_sum')) one.sumSeconds = value;
    else if (metricName?.endsWith('_count')) one.count = value;
  }
  return [...series.values()];
}
