// A client that stops sending is cut off instead of holding a connection for minutes; a slow answer of ours is not.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type SlowClientLimits = {
  /** For the request line and headers. */
  headersMs: number;
  /** For a whole request to arrive. */
  requestMs: number;
  /** An idle keep-alive connection. */
  keepAliveMs: number;
  /** Silence on a connection while a request arrives, and between requests. */
  silenceMs: number;
};

/** RFC 9112 §6.3: a request has a body only when it says how it is framed, by a length or by chunks. */
const hasBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

export const SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersMs: 15_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  silenceMs: 15_000,
};

/**
 * Once a request has arrived whole the silence limit is lifted until its answer is sent, so a slow answer (a card
 * processor taking its time, a big listing on a busy machine) is never cut. A request without a body (no length, no
 * chunks) has arrived whole when it is handed over: its body's `end` only comes if someone reads the empty body, and
 * a GET's is never read. The socket is the one the request came on, kept here: once a cut-off body's answer is sent the request may
 * no longer hold it, and a closed socket needs no limit.
 */
export function limitSlowClients(server: Server, limits: SlowClientLimits = SLOW_CLIENT_LIMITS): void {
  server.headersTimeout = limits.headersMs;
  server.requestTimeout = limits.requestMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  server.setTimeout(limits.silenceMs, (socket) => socket.destroy());
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const arrived = () => {
      if (!socket.destroyed) socket.setTimeout(0);
    };
    if (hasBody(request)) request.once('end', arrived);
    else arrived();
    response.once('finish', () => {
      if (!socket.destroyed) socket.setTimeout(limits.silenceMs);
    });
  });
}
