// GET /metrics: the instance's figures for an operator's Prometheus, behind METRICS_TOKEN. Off (404) without the
// token, so a store nobody scrapes shows nothing of itself. The outbox and the health of the database and Redis are
// read here at each scrape.
import { isReachable } from '../db/connect.server';
import { getDb } from '../db/instance.server';
import { redisAnswers } from '../db/redis.server';
import { outboxBacklog } from '../mail/outbox.server';
import { metricsToken } from '../site/config.server';
import { METRICS_CONTENT_TYPE, metricsText, type ScrapeReadings } from '../site/metrics.server';
import { holdsBearer } from './bearer';

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

async function scrapeReadings(): Promise<ScrapeReadings> {
  const [db, redis] = await Promise.all([getDb().catch(() => null), redisAnswers()]);
  const database = db !== null && (await isReachable(db));
  const mail = database && db ? await outboxBacklog(db).catch(() => null) : null;
  return { database, redis, mail };
}

export async function metricsAnswer(request: Request): Promise<Response> {
  const token = metricsToken();
  if (!token) return plain(404, 'Not found');
  if (!holdsBearer(request.headers.get('authorization'), token))
    return plain(401, 'Unauthorized', { 'www-authenticate': 'Bearer realm="metrics"' });
  return plain(200, await metricsText(await scrapeReadings()), { 'content-type': METRICS_CONTENT_TYPE });
}
