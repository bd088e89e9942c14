import type { APIRoute } from 'astro';
import { metricsAnswer } from '../lib/http/metrics-endpoint.server';

// For operators' Prometheus: the instance's figures, with METRICS_TOKEN as a bearer token (docs in README).
export const GET: APIRoute = ({ request }) => metricsAnswer(request);

export const ALL: APIRoute = () =>
  new Response('Use GET for this address', { status: 405, headers: { allow: 'GET', 'cache-control': 'no-store' } });
