// The path and query of a request's URL: the page cache's key is made of them.

/** The path and query of an absolute URL (a Request's), or null when it does not parse. */
export function absoluteTarget(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}
