// Rendering a request with Astro directly, for the front door (front.ts): a request that is not one of the build's
// files (those are answered from memory) goes to the app without @astrojs/node's static-file step, which looked for
// the path on disk twice (a stat, then `send`'s) before every page and API call. What the app has no route for, and
// any request it cannot even read, goes on to @astrojs/node as before.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { SSRManifest } from 'astro';
import { NodeApp } from 'astro/app/node';
import { errorMessage, log } from '../lib/site/log';

/** Renders the request and answers true, or answers false without touching it (no route, or not readable). */
type AppHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts the direct render in front of @astrojs/node's listeners (call it before any other wrapper, so the trusted-proxy
 * rule and the front door still come first).
 */
export function renderBeforeAdapter(
  server: Server,
  manifest: SSRManifest,
  streaming: boolean,
  /** The client folder's addresses (static-files.ts): the adapter answers those, as before. */
  onDisk: Set<string>,
): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  const adapter = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  const render = appHandler(manifest, streaming, onDisk);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    render(req, res).then(
      (rendered) => {
        if (!rendered) adapter(req, res);
      },
      (error: unknown) => {
        log('error', 'unhandled fault', { method: req.method, path: req.url, error: errorMessage(error) });
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      },
    );
  });
}

/** There are no prerendered error pages in a server build: Astro renders 404.astro and 500.astro itself. */
const noPrerenderedPage = () => Promise.resolve(new Response(null, { status: 404 }));

function appHandler(manifest: SSRManifest, streaming: boolean, onDisk: Set<string>): AppHandler {
  const app = new NodeApp(manifest, streaming);
  const allowedDomains = app.getAllowedDomains() ?? [];
  return async (req, res) => {
    let request: Request;
    try {
      const url = req.url ?? '/';
      decodeURI(url); // throws for an address @astrojs/node answers 400
      const path = url.split(/[?#]/, 1)[0] ?? '/';
      if (onDisk.has(path) || onDisk.has(decodeURI(path))) return false;
      request = NodeApp.createRequest(req, { allowedDomains });
    } catch {
      return false; // @astrojs/node answers an address it cannot read (400) or a request it cannot make (500)
    }
    const routeData = app.match(request, true);
    if (!routeData) return false;
    const response = await app.render(request, {
      addCookieHeader: true,
      routeData,
      prerenderedErrorPageFetch: noPrerenderedPage,
    });
    await NodeApp.writeResponse(response, res);
    return true;
  };
}
