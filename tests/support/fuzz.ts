// The pieces of the API fuzz suite (tests/system/fuzz.test.ts): hostile values for request bodies, near-valid bodies
// built from a route's field list, the request it sends and the rules every answer must keep, and a fingerprint of the
// database to show that a refused request changed nothing.
import { createHash } from 'node:crypto';
import { readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { postJson } from './server';

// ---------------------------------------------------------------------------------------------------------------
// Values

/** JSON text put into a body as it is: numbers JSON.stringify cannot write, duplicate keys, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `RawJson(${clip(this.text, 60)})`;
  }
}

const RAW_MARK = /"\\u0001raw:(\d+)\\u0001"/g;

/** The JSON text of a value, with any RawJson in it written as its own text; undefined for no body at all. */
export function jsonText(value: unknown): string | undefined {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `\u0001raw:${raws.length - 1}\u0001`;
  }) as string | undefined;
  return raws.length === 0 || text === undefined ? text : text.replace(RAW_MARK, (_m, i: string) => raws[Number(i)]!);
}

/** An object with exactly these own keys, `__proto__` and `constructor` included (an object literal would not). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

export const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then'];

/** Object keys: prototype names, ordinary and odd ones. */
export const anyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS, 'toJSON', '__defineGetter__', 'length', '0', '', ' ', 'a.b', 'a[0]'),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0',
  '1e309',
  '0x1F',
  '1_000',
  '١٢٣', // Arabic-Indic digits
  '１２３４５', // full-width digits
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1' --",
  '"; DROP TABLE carts; --',
  '%',
  '_',
  '\\',
  '%_\\%',
  '*',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀🐶',
  '𝕏𝔸',
  '\u202eevil',
  'e\u0301',
  '\ufeff',
  'İı',
  'ß',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%2e%2e%2f',
  '%E0%A4%A',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/checkout',
  '/\\evil.example',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'gid://shopify/ProductVariant/',
  'gid://shopify/ProductVariant/../../x',
  '${7*7}',
  '{{7*7}}',
  '\r\nSet-Cookie: x=1',
];

/** Strings a field should refuse or survive: number-like, SQL and LIKE characters, NUL, lone surrogates, long ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(65, 129, 256, 513, 1001, 5001, 20_000), fc.constantFrom('x', 'é', '😀', '%', '9', ' '))
      .map(([n, c]) => c.repeat(n)),
  },
);

const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  0.1,
  2.5,
  1e-7,
  5e-324,
  255,
  256,
  1e6,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  -1e21,
  1e308,
  -1e308,
];

/** Numbers at the edges: fractions, huge and tiny ones, and numerals JSON.stringify cannot write (1e400 is Infinity). */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('1e400', '-1e400', '1E+2', '1.0', '-0.0', '1e-400', '100000000000000000000000000000001', '0.1e1')
      .map((text) => new RawJson(text)),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Arrays or objects nested thousands deep. */
const deepNesting = fc
  .tuple(fc.integer({ min: 64, max: 8000 }), fc.boolean())
  .map(
    ([n, arrays]) => new RawJson(arrays ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  );

/** Any JSON value, with the hostile strings and numbers above, prototype keys and deep nesting. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'junk' },
    nastyString,
    nastyNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(anyKey, tie('value')), { maxLength: 4 }).map(objectOf),
    deepNesting,
  ),
})).value;

/**
 * A field of a route's schema: values it takes (in range, of the right kind; the store may still refuse them for
 * business reasons) and values at or past its edges.
 */
export type Field<T = unknown> = { valid: fc.Arbitrary<T>; edge: fc.Arbitrary<unknown> };

/** A field's values, mostly good ones. */
const either = (f: Field) => fc.oneof({ weight: 3, arbitrary: f.valid }, { weight: 1, arbitrary: f.edge });

/** A field whose good values are these, and whose bad ones are any junk. */
export const loose = <T>(valid: fc.Arbitrary<T>): Field<T> => ({ valid, edge: junk });

/**
 * A body (or a nested object) shaped like the schema: all fields good; one field at its edge, junk or missing; every
 * field left to chance with some missing and junk keys added; or a good body with prototype keys besides.
 */
export function shape(fields: Record<string, Field>): Field<Record<string, unknown>> {
  const keys = Object.keys(fields);
  const build = (
    values: unknown[],
    drop: readonly string[] = [],
    extra: readonly (readonly [string, unknown])[] = [],
  ) => objectOf([...keys.flatMap((key, i) => (drop.includes(key) ? [] : [[key, values[i]] as const])), ...extra]);
  const valid = fc.tuple(...keys.map((key) => fields[key]!.valid)).map((values) => build(values));
  if (keys.length === 0)
    return {
      valid,
      edge: fc.array(fc.tuple(anyKey, junk), { minLength: 1, maxLength: 3 }).map((extra) => build([], [], extra)),
    };
  const oneOff = fc
    .tuple(
      fc.tuple(...keys.map((key) => fields[key]!.valid)),
      fc.nat(keys.length - 1),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant('edge') },
        { weight: 1, arbitrary: fc.constantFrom('junk', 'missing') },
      ),
    )
    .chain(([values, index, how]) =>
      (how === 'edge' ? fields[keys[index]!]!.edge : junk).map((v) =>
        how === 'missing' ? build(values, [keys[index]!]) : build(values.map((value, i) => (i === index ? v : value))),
      ),
    );
  const chaos = fc
    .tuple(
      fc.tuple(
        ...keys.map((key) => fc.oneof({ weight: 7, arbitrary: either(fields[key]!) }, { weight: 1, arbitrary: junk })),
      ),
      fc.oneof({ weight: 3, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: fc.subarray(keys) }),
      fc.array(fc.tuple(anyKey, junk), { maxLength: 2 }),
    )
    .map(([values, drop, extra]) => build(values, drop, extra));
  const withExtra = fc
    .tuple(valid, fc.array(fc.tuple(anyKey, junk), { minLength: 1, maxLength: 3 }))
    .map(([body, extra]) => objectOf([...Object.entries(body), ...extra]));
  return {
    valid,
    edge: fc.oneof(
      { weight: 4, arbitrary: oneOff },
      { weight: 3, arbitrary: chaos },
      { weight: 1, arbitrary: withExtra },
    ),
  };
}

/** A body for a route: a good one, or one with its edges tried. */
export const bodyOf = (f: Field): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 2, arbitrary: f.valid }, { weight: 3, arbitrary: f.edge });

/** A value from the list (ids of the store's own data); at the edge a near miss of one, a new uuid, a hostile string. */
export function fromPool(pool: readonly string[]): Field<string> {
  if (pool.length === 0) return { valid: fc.uuid(), edge: nastyString };
  const one = fc.constantFrom(...pool);
  return {
    valid: one,
    edge: fc.oneof(
      {
        weight: 2,
        arbitrary: fc
          .tuple(one, fc.constantFrom('upper', 'space', 'suffix', 'cut', 'percent'))
          .map(([id, how]) =>
            how === 'upper'
              ? id.toUpperCase()
              : how === 'space'
                ? ` ${id} `
                : how === 'suffix'
                  ? `${id}x`
                  : how === 'cut'
                    ? id.slice(0, -1)
                    : `${id}%`,
          ),
      },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: nastyString },
    ),
  };
}

/** Field kinds. */
export const field = {
  /** Text of `min` to `max` characters: the samples (or any such string); at the edge, lengths around the limits. */
  text(min: number, max: number, ...samples: string[]): Field<string> {
    const lengths = [...new Set([max, max + 1, Math.max(min - 1, 0), min])];
    return {
      valid:
        samples.length > 0
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...samples) },
              { weight: 1, arbitrary: fc.string({ minLength: Math.min(min, 40), maxLength: Math.min(max, 40) }) },
            )
          : fc.string({ minLength: Math.min(min, 40), maxLength: Math.min(max, 40) }),
      edge: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...lengths).map((n) => 'a'.repeat(n)) },
        { weight: 1, arbitrary: fc.constantFrom(' '.repeat(Math.max(min, 1)), ` ${samples[0] ?? 'x'} `) },
        { weight: 3, arbitrary: nastyString },
        { weight: 1, arbitrary: nastyNumber },
      ),
    };
  },
  /** Text of a fixed form: these good values, and these near misses besides the hostile strings. */
  like(valid: string[], misses: string[]): Field<string> {
    return {
      valid: fc.constantFrom(...valid),
      edge: fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...misses) }, { weight: 1, arbitrary: nastyString }),
    };
  },
  /** A whole number from `min` to `max`; at the edge one past them, fractions, numerals and hostile numbers. */
  int(min: number, max: number): Field<number> {
    return {
      valid: fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max)),
      edge: fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(min - 1, max + 1, min + 0.5, String(min), `${max}`) },
        { weight: 2, arbitrary: nastyNumber },
        { weight: 1, arbitrary: nastyString },
      ),
    };
  },
  bool(): Field<boolean> {
    return { valid: fc.boolean(), edge: fc.constantFrom('true', 0, 1, 'false', null, []) };
  },
  /** One of the values; at the edge the same in other letter case or with spaces, or a hostile string. */
  oneOf(...values: string[]): Field<string> {
    return {
      valid: fc.constantFrom(...values),
      edge: fc.oneof(
        fc.constantFrom(...values).map((v) => v.toUpperCase()),
        fc.constantFrom(...values).map((v) => ` ${v}`),
        nastyString,
      ),
    };
  },
  email(...known: string[]): Field<string> {
    return {
      valid: fc.oneof(fc.emailAddress(), fc.constantFrom(...known, ...known.map((e) => e.toUpperCase()))),
      edge: fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            'a@b',
            'a@@b.example',
            '@example.com',
            'a@example.com\u0000',
            `${'x'.repeat(250)}@example.com`,
            'üñî@例え.jp',
            'a+tag@example.com',
            '"quoted"@example.com',
            'a@[127.0.0.1]',
            ...known.map((e) => ` ${e} `),
          ),
        },
        { weight: 1, arbitrary: nastyString },
      ),
    };
  },
  /** A list of `min` to `max` items; at the edge too many, none, junk items or one item at its own edge. */
  list<T>(item: Field<T>, min: number, max: number): Field<T[]> {
    return {
      valid: fc.array(item.valid, { minLength: min, maxLength: Math.min(max, 5) }),
      edge: fc.oneof(
        fc.array(item.valid, { minLength: max + 1, maxLength: max + 2 }),
        fc.constant([]),
        fc.array(junk, { minLength: 1, maxLength: 3 }),
        fc.tuple(fc.array(item.valid, { maxLength: 3 }), item.edge).map(([items, bad]) => [...items, bad]),
      ),
    };
  },
  /** A field that may be null or left out. */
  nullish<T>(f: Field<T>): Field<T | null | undefined> {
    return {
      valid: fc.oneof({ weight: 3, arbitrary: f.valid }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) }),
      edge: f.edge,
    };
  },
};

/** JSON of any kind, from fast-check's own generators. */
export const anyJson: fc.Arbitrary<string | undefined> = fc.oneof(
  fc.jsonValue().map((v) => jsonText(v)),
  fc
    .anything({
      maxDepth: 3,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    })
    .map((v) => jsonText(v)),
);

/** Text that JSON.parse refuses (the server must answer 400, not fail). */
export const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    'undefined',
    'NaN',
    "{'a':1}",
    '{"a":1,}',
    '\ufeff{}',
    '{"a":01}',
    '{"a":"\\x41"}',
    '{"a":"\u0001"}',
    '<xml/>',
    'a=1&b=2',
    '\u0000',
    '{}{}',
    '--boundary\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--boundary--',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map((s) => `{${s}`),
);

/** JSON that parses, but is not an object, or carries prototype keys and duplicates as a whole body. */
export const oddJson: fc.Arbitrary<string> = fc.constantFrom(
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '   ',
);

/** A body just over the 64 KiB limit, in valid JSON. */
export const oversized: fc.Arbitrary<string> = fc
  .constantFrom(64 * 1024 + 1, 70_000, 200_000)
  .map((n) => `{"pad":"${'x'.repeat(n)}"}`);

// ---------------------------------------------------------------------------------------------------------------
// Requests and the rules for answers

export type Site = 'DTC' | 'HPSF';

export type FuzzRequest = {
  route: string;
  site: Site;
  /** Signed in: the site's demo account (the consumer on DTC, the staff member on HPSF). */
  signedIn: boolean;
  method: string;
  /** Path and query, under the site's address. */
  path: string;
  /** null: no Content-Type header. */
  contentType: string | null;
  /** 'same': the site's own origin; null: none; otherwise that Origin header. */
  origin: string | null;
  /** Extra headers (X-Forwarded-For, Sec-Fetch-Site). */
  headers: Record<string, string>;
  /** Cookies sent besides (or instead of) the account's. */
  cookies: Record<string, string>;
  body: string | undefined;
};

/** How a request reads in a failure report, without its 70 KB bodies. */
export function describeRequest(request: FuzzRequest): string {
  const who = request.signedIn ? 'signed in' : 'anonymous';
  const parts = [
    `${request.method} ${request.path} on ${request.site}, ${who}`,
    `content-type: ${request.contentType ?? '(none)'}, origin: ${request.origin ?? '(none)'}`,
  ];
  if (Object.keys(request.headers).length > 0) parts.push(`headers: ${JSON.stringify(request.headers)}`);
  if (Object.keys(request.cookies).length > 0) parts.push(`cookies: ${clip(JSON.stringify(request.cookies), 200)}`);
  parts.push(request.body === undefined ? 'no body' : `body: ${clip(JSON.stringify(request.body), 400)}`);
  return parts.join('; ');
}

/** Gives a request object the short description fast-check prints for a counterexample. */
export function printable(request: FuzzRequest): FuzzRequest {
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false });
  return request;
}

/** An address of the benchmarking range 198.18.0.0/15, as the test servers' trusted proxy would report a client. */
export const clientAddress: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 18, max: 19 }), fc.nat(255), fc.nat(255))
  .map(([b, c, d]) => `198.${b}.${c}.${d}`);

/** X-Forwarded-For: mostly a client of its own, sometimes a chain, or something no proxy would write. */
export const forwardedFor: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: clientAddress },
  { weight: 1, arbitrary: fc.tuple(clientAddress, clientAddress).map(([a, b]) => `${a}, ${b}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('unknown', '::1', '999.1.1.1', '198.18.0.1, garbage', '[::1]:80', 'x'.repeat(300), ','),
  },
);

export type Sessions = Record<Site, Map<string, string>>;

export type Answer = { status: number; headers: Headers; text: string };

/** A request still unanswered after this long counts as a failure of its own (a hang is not an answer). */
const ANSWER_WITHIN_MS = 20_000;

/** Sends one request the way a browser or a script would; the account's cookies go with it when it is signed in. */
export async function send(bases: Record<Site, string>, sessions: Sessions, request: FuzzRequest): Promise<Answer> {
  const base = bases[request.site];
  const cookies = new Map(request.signedIn ? sessions[request.site] : []);
  for (const [name, value] of Object.entries(request.cookies)) cookies.set(name, value);
  const headers: Record<string, string> = { ...request.headers };
  if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const asked = async (): Promise<Response> => {
    // The ordinary request of the store's pages goes the way theirs do (postJson); the rest is written out.
    if (request.method === 'POST' && request.contentType === 'application/json' && request.origin === 'same')
      return postJson(base, request.path, request.body ?? '', headers);
    if (request.contentType !== null) headers['content-type'] = request.contentType;
    if (request.origin !== null) headers.origin = request.origin === 'same' ? base : request.origin;
    const bodyAllowed = request.method !== 'GET' && request.method !== 'HEAD';
    return fetch(`${base}${request.path}`, {
      method: request.method,
      headers,
      body: bodyAllowed ? request.body : undefined,
      redirect: 'manual',
    });
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_WITHIN_MS / 1000} s`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([
      asked().then(async (r) => ({ status: r.status, headers: r.headers, text: await r.text() })),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const CODE_OF_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT', // a stale save or publish in the studio
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

const STACK = /\bat .*\.(m?js|ts):\d+|node_modules|\/dist\/server\//;

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with an answer, by the rules of docs/api.md: never a 5xx; an error is a JSON envelope
 * `{ error: { code, message, issues? } }` whose code goes with the status (and 405 names the methods, 429 says when to
 * come back); anything else is JSON too, and its `userErrors`, when it has them, are a list of messages.
 */
export function problemsOf(request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  // A path that leaves /api once the URL is resolved is a page, not this suite's business beyond the 5xx rule.
  const apiPath = new URL(request.path, 'http://x').pathname.startsWith('/api/');
  if (request.method === 'HEAD' || !apiPath) return problems;
  if (answer.status >= 300 && answer.status < 400) problems.push(`an API answered with the redirect ${answer.status}`);
  if (!(answer.headers.get('content-type') ?? '').startsWith('application/json'))
    problems.push(`content-type is ${answer.headers.get('content-type')}, not JSON`);
  const body = parsed(answer.text);
  if (!body.ok) return [...problems, 'the body is not JSON'];
  if (STACK.test(answer.text)) problems.push('the answer shows a stack or a server path');
  if (answer.status >= 400) {
    const expected = CODE_OF_STATUS[answer.status];
    if (answer.status < 500 && !expected) problems.push(`${answer.status} is not a status of the API`);
    if (!isObject(body.value) || Object.keys(body.value).join() !== 'error' || !isObject(body.value.error))
      return [...problems, 'an error answer that is not the envelope { error: { code, message } }'];
    const error = body.value.error;
    const extra = Object.keys(error).filter((k) => !['code', 'message', 'issues'].includes(k));
    if (extra.length > 0) problems.push(`the envelope carries ${extra.join(', ')}`);
    if (typeof error.code !== 'string') problems.push('error.code is not a string');
    else if (expected && error.code !== expected) problems.push(`${answer.status} came with code ${error.code}`);
    if (typeof error.message !== 'string' || error.message.trim() === '') problems.push('error.message is empty');
    if (
      error.issues !== undefined &&
      !(
        Array.isArray(error.issues) &&
        error.issues.every(
          (i) =>
            isObject(i) &&
            typeof i.message === 'string' &&
            Array.isArray(i.path) &&
            i.path.every((p) => typeof p === 'string' || typeof p === 'number'),
        )
      )
    )
      problems.push('error.issues is not a list of { path, message }');
    if (answer.status === 405 && !answer.headers.get('allow')) problems.push('405 without an Allow header');
    if (answer.status === 429 && !answer.headers.get('retry-after')) problems.push('429 without Retry-After');
  } else if (isObject(body.value)) {
    if ('error' in body.value) problems.push(`${answer.status} with an error envelope`);
    const userErrors = body.value.userErrors;
    if (
      userErrors !== undefined &&
      !(Array.isArray(userErrors) && userErrors.every((e) => isObject(e) && typeof e.message === 'string'))
    )
      problems.push('userErrors is not a list of { message }');
  }
  return problems;
}

/** The failure text for a bad answer: the rules broken, the request and what came back. */
export function report(request: FuzzRequest, answer: Answer, problems: string[]): string {
  return [
    `${request.route}: ${problems.join('; ')}`,
    `  request: ${describeRequest(request)}`,
    `  answer: ${answer.status} ${clip(answer.text, 600)}`,
  ].join('\n');
}

/** Runs the jobs, `width` at a time, and answers how each ended. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<PromiseSettledResult<void>[]> {
  const results: PromiseSettledResult<void>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await work(items[index]!);
        results[index] = { status: 'fulfilled', value: undefined };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** A stable 32-bit seed for one property, from the run's seed and a name. */
export function seedFor(base: number, name: string): number {
  return createHash('sha256').update(`${base}:${name}`).digest().readInt32BE(0);
}

// ---------------------------------------------------------------------------------------------------------------
// The database's fingerprint

/**
 * The tables a request can change, the identity provider's included. Rate-limit counters are left out: counting a
 * refused attempt is what they are for.
 */
export const FINGERPRINT_TABLES = [
  'auth_users',
  'auth_sessions',
  'auth_accounts',
  'auth_verifications',
  'profiles',
  'metafields',
  'addresses',
  'clinics',
  'carts',
  'cart_lines',
  'checkouts',
  'payment_methods',
  'orders',
  'order_lines',
  'subscriptions',
  'contact_messages',
  'outbox',
  'regional_stock',
  'discount_codes',
  'counters',
  'giving_stores',
  'giving_trackings',
  'giving_events',
  'giving_order_donations',
  'reviews',
  'review_votes',
  'product_ratings',
  'pets',
  'pet_photos',
] as const;

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isObject(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Each table's row count and a digest of its rows, so a changed value shows as well as a new or deleted row. */
export async function fingerprint(db: Kysely<any>): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const table of FINGERPRINT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.map(canonical).sort();
    tables[table] = `${rows.length} rows, ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return tables;
}

/** Every route file under src/pages/api, as its path there without the extension (`ecom/v1.0/get-cart`). */
export function apiRouteFiles(): string[] {
  const root = join(process.cwd(), 'src', 'pages', 'api');
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && /\.(ts|js|mjs)$/.test(entry.name))
    .map((entry) =>
      relative(root, join(entry.parentPath, entry.name))
        .split(sep)
        .join('/')
        .replace(/\.(ts|js|mjs)$/, ''),
    )
    .sort();
}
