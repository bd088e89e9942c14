// The store's HTTP server: each request has its forwarded headers checked and its address decoded, then is answered
// from the build's files (sirv, with the brotli and gzip copies the build made beside them) or handed to Astro through
// @astrojs/node's handler (the adapter runs in its `middleware` mode, which leaves the server to the shop). Everything
// a page or API answer passes, the page cache included, is in Astro's middleware.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { TrustedProxies } from '../lib/http/client-address';
import { believeOnlyTrustedProxies } from '../lib/http/trusted-client';
import { answeredUndecodableUrl } from '../lib/http/undecodable-urls';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export type ServerSteps = {
  proxies: TrustedProxies;
  /** Whether the shop is served over https (PUBLIC_SITE_URL), for the headers of the answers made here. */
  https: boolean;
  /** The build's client folder (dist/client). */
  clientDir: string;
  /** @astrojs/node's handler. */
  astro: Handler;
};

export function storeServer({ proxies, https, clientDir, astro }: ServerSteps): Server {
  const files = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: 3600,
    extensions: [],
    // Files under /_astro/ carry a hash of their content in their names: browsers keep them for a year.
    setHeaders: (res, path) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (path.startsWith('/_astro/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return createServer((req, res) => {
    believeOnlyTrustedProxies(req, proxies);
    if (answeredUndecodableUrl(req, res, https)) return;
    // The adapter's handler answers its own faults with a 500 and logs them.
    const render = () => void astro(req, res);
    // Only a GET or HEAD can be a file; anything else goes to Astro at once, its body unread until Astro reads it.
    if (req.method === 'GET' || req.method === 'HEAD') files(req, res, render);
    else render();
  });
}
