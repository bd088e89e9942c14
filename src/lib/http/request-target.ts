// The path and query of a request, as Astro's request URL holds them (issue: speed). The server's front door reads them
// from the request line on every request it may answer from the shared page cache; a target made only of characters
// the URL parser keeps as they are, with no dot segment to resolve, is that already, and parsing it cost as much as
// a tenth of such an answer's own work.

/** Characters the URL parser leaves alone in a path and in a query (no quote, space, `#`, `\` or non-ASCII). */
const PLAIN = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*$/;
/** A dot segment (`/./`, `/..`, `%2e`) the parser would resolve. */
const DOT_SEGMENT = /\/\.|%2e/i;

/**
 * The path and query that `new URL(\`http://localhost${raw}\`)` gives for the target of a request line, or null when
 * it does not parse.
 */
export function requestTarget(raw: string): string | null {
  if (PLAIN.test(raw) && !raw.endsWith('?')) {
    const query = raw.indexOf('?');
    if (!DOT_SEGMENT.test(query < 0 ? raw : raw.slice(0, query))) return raw;
  }
  return absoluteTarget(`http://localhost${raw}`);
}

/** The path and query of an absolute URL (a Request's), or null when it does not parse. */
export function absoluteTarget(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}
