// GET /build/latest.json (API.md "Build file", spec 000 §4): the running build, never cached, polled by open pages.
import type { APIRoute } from 'astro';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(__STORE_BUILD__), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
