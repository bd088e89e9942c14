// GET /metrics (README, "Figures for operators"): off without METRICS_TOKEN, 401 without the token or with a wrong
// one, and with it the instance's figures in Prometheus' text format: the request histogram by route pattern, and
// the orders and declined payments checkout counted; in maintenance mode too.
import { describe, expect, inject, it } from 'vitest';
import { TEST_CARDS } from '../../src/lib/checkout/cards';
import {
  Browser,
  card,
  checkoutAll,
  completeSteps,
  enterCheckout,
  fillCart,
  ownStore,
  place,
  reviewTotal,
} from '../support/checkout';

const dtc = inject('dtcUrl');
const hpsf = inject('hpsfUrl');
const token = inject('metricsToken');

const scrape = (base: string, authorization?: string) =>
  fetch(`${base}/metrics`, authorization ? { headers: { authorization } } : {});

async function figures(): Promise<string> {
  const response = await scrape(dtc, `Bearer ${token}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in the text format; 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is not there when the server has no METRICS_TOKEN', async () => {
    const response = await scrape(hpsf, 'Bearer anything-at-all-here');
    expect(response.status).toBe(404);
  });

  it('asks for the token: 401 without it, with a wrong one, or in the wrong scheme', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-of-some-length',
      `Bearer ${token}x`,
      `Basic ${token}`,
    ]) {
      const response = await scrape(dtc, authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('store_');
    }
  });

  it('answers the text format, never cached, with the histogram of a route just requested by its pattern', async () => {
    const page = `${dtc}/products/science-diet-puppy-chicken-brown-rice-dry-dog?from=metrics`;
    // A guest page: rendered and kept the first time, answered from the page cache the second.
    for (const _ of [1, 2]) expect((await fetch(page)).status).toBe(200);
    const response = await scrape(dtc, `Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE store_http_request_duration_seconds histogram');
    const route = 'route="/products/[...slug]",status="200"';
    expect(valueOf(text, `store_http_request_duration_seconds_count{${route}}`)).toBeGreaterThan(0);
    expect(text).toContain(`store_http_request_duration_seconds_bucket{le="+Inf",${route}}`);
    expect(text).not.toContain('from=metrics'); // a pattern, never the address
    expect(text).not.toContain('science-diet-puppy');
    expect(valueOf(text, 'store_database_up')).toBe(1);
    expect(text).toMatch(/^store_mail_outbox_unsent \d+$/m);
    expect(text).toMatch(/^store_mail_outbox_failed \d+$/m);
    expect(valueOf(text, 'store_page_cache_misses_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'store_page_cache_hits_total')).toBeGreaterThan(0);
  });

  it('counts an order placed through checkout with its value, and a declined card', async () => {
    const before = await figures();
    const placed = 'store_orders_placed_total{source="checkout"}';
    const value = 'store_order_value_cents_total{source="checkout"}';
    const declined = 'store_payments_declined_total{source="checkout",reason="declined"}';

    const buyer = new Browser(dtc);
    await fillCart(buyer, [{ sku: '10007', quantity: 1 }]);
    const { total } = await checkoutAll(buyer, { email: 'metrics@example.com' });

    const refused = new Browser(dtc);
    await fillCart(refused, [{ sku: '10007', quantity: 1 }]);
    await enterCheckout(refused);
    await completeSteps(refused, { email: 'metrics@example.com', card: card(TEST_CARDS.decline) });
    const answer = await place(refused, await reviewTotal(refused));
    expect(answer.body.userErrors).toMatchObject([{ code: 'PAYMENT_DECLINED' }]);

    const after = await figures();
    expect(valueOf(after, placed)).toBeGreaterThanOrEqual(valueOf(before, placed) + 1);
    expect(valueOf(after, value)).toBeGreaterThanOrEqual(valueOf(before, value) + Math.round(Number(total) * 100));
    expect(valueOf(after, declined)).toBeGreaterThanOrEqual(valueOf(before, declined) + 1);
  });

  it('stays up in maintenance mode, when the shop itself answers 503', async () => {
    const store = await ownStore('metrics-maintenance', { MAINTENANCE_MODE: 'true', METRICS_TOKEN: token });
    try {
      const base = store.servers[0]!.url;
      expect((await fetch(`${base}/`)).status).toBe(503);
      const response = await scrape(base, `Bearer ${token}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^store_database_up 1$/m);
    } finally {
      await store.stop();
    }
  });
});
