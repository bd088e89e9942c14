// The store's HTTP server: one request listener that takes each request through the steps below in order, then hands
// it to Astro through @astrojs/node's handler (the adapter runs in its `middleware` mode, which leaves the server to
// the shop). Everything a page or API answer passes, the page cache included, is in Astro's middleware.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TrustedProxies } from '../lib/http/client-address';
import { sentStaticFile, type StaticFile } from './static-files';
import { believeOnlyTrustedProxies } from './trusted-client';
import { answeredUndecodableUrl } from './undecodable-urls';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export type ServerSteps = {
  proxies: TrustedProxies;
  /** Whether the shop is served over https (PUBLIC_SITE_URL), for the headers of the answers made here. */
  https: boolean;
  /** The build's static files held in memory (static-files.ts). */
  files: Map<string, StaticFile>;
  /** @astrojs/node's handler. */
  astro: Handler;
};

export function storeServer({ proxies, https, files, astro }: ServerSteps): Server {
  return createServer((req, res) => {
    believeOnlyTrustedProxies(req, proxies);
    if (answeredUndecodableUrl(req, res, https) || sentStaticFile(files, req, res)) return;
    // The adapter's handler answers its own faults with a 500 and logs them.
    void astro(req, res);
  });
}
