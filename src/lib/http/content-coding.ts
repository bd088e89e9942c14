// Which compression an answer goes out in: brotli or gzip as the client's Accept-Encoding allows (RFC 9110 §12.5.3),
// for the text types that shrink, and only past the size where compressing pays for its bytes and time.
export type Coding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: the headers and framing would eat what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;

const TEXT_TYPES =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

export const isCompressibleType = (contentType: string | null): boolean =>
  contentType !== null && TEXT_TYPES.test(contentType);

/** The q-value of each coding the client named (`*` stands for every coding it did not name). */
function acceptedCodings(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  return accepted;
}

/** Browsers send a handful of different Accept-Encoding values: each is read once. */
const read = new Map<string, Record<Coding, number>>();

function qualities(acceptEncoding: string): Record<Coding, number> {
  const known = read.get(acceptEncoding);
  if (known) return known;
  const accepted = acceptedCodings(acceptEncoding);
  const q = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const found = { br: q('br'), gzip: Math.max(q('gzip'), accepted.get('x-gzip') ?? 0) };
  if (read.size >= 64) read.clear(); // odd values from odd clients do not pile up
  read.set(acceptEncoding, found);
  return found;
}

/** The coding to answer in, of those the client takes: brotli when the client takes it at least as gladly as gzip. */
export function chooseCoding(acceptEncoding: string | null | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const q = qualities(acceptEncoding);
  if (q.br > 0 && q.br >= q.gzip) return 'br';
  if (q.gzip > 0) return 'gzip';
  return null;
}
