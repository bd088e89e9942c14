// @astrojs/node refuses a URL that does not decode (a stray `%`, an escape of broken UTF-8, in the path or the query)
// with a bare text "Bad request." before any of the store's code runs. Under /api that is an error outside the API's
// envelope, so such a request gets the same 400 here, in the envelope; pages keep the adapter's answer.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { securityHeaders } from '../lib/http/security-headers';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const API = /^\/api(\/|\?|$)/;

function decodes(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

/** Wraps the server's request listeners (call it once they are all in place). */
export function answerUndecodableApiUrls(server: Server, https: boolean): void {
  const listeners = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (!API.test(url) || decodes(url)) {
      for (const listener of listeners) listener.call(server, req, res);
      return;
    }
    res.writeHead(400, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...securityHeaders({ kind: 'data', https, personal: false }),
    });
    res.end(
      JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The address has a %-escape that does not decode' } }),
    );
  });
}
