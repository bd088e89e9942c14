// Where an editor's link may point: a path on this site, or an http(s) address. Never `javascript:` or `//host`.

export function isSafeHref(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  return /^https?:\/\/[^/\s]/i.test(value) && URL.canParse(value);
}
