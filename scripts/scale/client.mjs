// The scale test's HTTP side: a browser-like client (cookies kept per shopper, same-origin POSTs) that sends every
// request through nginx and records it, and the tally of what happened to the requests.

/**
 * What happened to the requests. A failure is either a write the kill cut (a POST that nginx had passed to the
 * instance that was killed, answered 502: the client cannot know whether it was done, and recovers), or a client
 * error: anything else a shopper could not recover from (a network error, or a 5xx after nginx's own retry).
 */
export class Tally {
  requests = 0;
  inFlight = 0;
  /** label → requests sent and not yet answered */
  inFlightByLabel = new Map();
  byMethod = new Map();
  byInstance = new Map();
  /** Answers nginx got from the second instance after the first failed (X-Upstream names two). */
  passedOn = new Map();
  /** { kind, method, label, status, at, idempotent } */
  clientErrors = [];
  /** { label, at, outcome } — outcome is filled in once the shopper has recovered (or not) */
  cut = [];
  kill = null; // { at, instance, inFlight, placing }

  constructor(started) {
    this.started = started;
  }

  now() {
    return (performance.now() - this.started) / 1000;
  }

  count(map, key) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }
}

const isIdempotent = (method) => method === 'GET' || method === 'HEAD';

export class Client {
  /** @param {string} base nginx's origin  @param {Tally} tally */
  constructor(base, tally) {
    this.base = base;
    this.tally = tally;
    this.cookies = new Map();
  }

  cookieHeader() {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return cookie ? { cookie } : {};
  }

  keepCookies(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired =
        value === '' ||
        value === 'deleted' ||
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(path, label) {
    return this.send('GET', path, label);
  }

  post(path, body, label) {
    return this.send('POST', path, label, body);
  }

  /** A page's own <form method="post">: urlencoded fields, same origin. */
  postForm(path, fields, label) {
    return this.send('POST', path, label, new URLSearchParams(fields));
  }

  /**
   * One request through nginx. Answers { ok: true, status, body, text, location } for any answer below 500, else
   * { ok: false, cut } where `cut` says the kill cut it (a write the caller must recover), and records everything.
   */
  async send(method, path, label, body) {
    const tally = this.tally;
    const headers = { ...this.cookieHeader() };
    const form = body instanceof URLSearchParams;
    if (method === 'POST')
      Object.assign(headers, {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        origin: this.base,
      });
    tally.requests++;
    tally.count(tally.byMethod, method);
    tally.inFlight++;
    tally.inFlightByLabel.set(label, (tally.inFlightByLabel.get(label) ?? 0) + 1);
    let response;
    let text;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : form ? body.toString() : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      text = await response.text();
    } catch (error) {
      const code = error?.cause?.code ?? error?.name ?? 'error';
      tally.clientErrors.push({
        kind: `network error ${code}`,
        method,
        label,
        status: null,
        at: tally.now(),
        idempotent: isIdempotent(method),
      });
      return { ok: false, cut: false };
    } finally {
      tally.inFlight--;
      tally.inFlightByLabel.set(label, tally.inFlightByLabel.get(label) - 1);
    }
    this.keepCookies(response);
    const upstream = response.headers.get('x-upstream') ?? '';
    const tried = upstream.split(',').map((a) => a.trim());
    const last = tried.at(-1) ?? '';
    tally.count(tally.byInstance, last);
    if (tried.length > 1) tally.count(tally.passedOn, `${method} ${response.status < 500 ? 'answered' : 'failed'}`);
    if (response.status >= 500) {
      const kill = tally.kill;
      // A POST nginx had handed to the instance that was killed, answered 502 once it had died: nginx does not
      // send such a request to the other instance (it may have been done), so the client must find out.
      const cut = method === 'POST' && response.status === 502 && kill !== null && last === kill.instance;
      if (cut) tally.cut.push({ label, at: tally.now(), outcome: 'not recovered' });
      else
        tally.clientErrors.push({
          kind: `${response.status} answer`,
          method,
          label,
          status: response.status,
          at: tally.now(),
          idempotent: isIdempotent(method),
          body: text.slice(0, 200),
        });
      return { ok: false, cut, cutRecord: cut ? tally.cut.at(-1) : null };
    }
    let json = null;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    return { ok: true, status: response.status, body: json, text, location: response.headers.get('location') };
  }
}
