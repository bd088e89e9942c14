// A URL that does not decode (a stray `%`, an escape of broken UTF-8, in the path or the query) cannot become the
// request Astro renders. It gets a 400 before Astro is reached: under /api in the API's envelope, elsewhere as text.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from './security-headers';

const API = /^\/api(\/|\?|$)/;

function decodes(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

/** Answers an address that does not decode with a 400 (the API's in its envelope); false for any other request. */
export function answeredUndecodableUrl(req: IncomingMessage, res: ServerResponse, https: boolean): boolean {
  const url = req.url ?? '/';
  if (decodes(url)) return false;
  if (!API.test(url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Bad request.');
    return true;
  }
  res.writeHead(400, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...securityHeaders({ kind: 'data', https, personal: false }),
  });
  res.end(
    JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The address has a %-escape that does not decode' } }),
  );
  return true;
}
