// A cached page's script policy names only the inline scripts the page holds. Astro's policy lists the hash of every
// inline script the build made, on every page; a cached page is sent many times, and the hashes of scripts it does not
// run made up much of its headers. Fewer allowed hashes is also a stricter policy: a script another page may run
// cannot run on this one.
import { createHash } from 'node:crypto';

/** Every script element without a `src`, as the browser reads its text: up to the first `</script`. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
const HAS_SRC = /\ssrc\s*=/i;
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/=]+'$/;

/**
 * The `'sha256-…'` sources of the page's inline scripts. Data blocks (JSON) are hashed too: their hash matches none
 * in the policy, and leaving none out keeps every script that can run.
 */
export function inlineScriptSources(html: string): Set<string> {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    sources.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return sources;
}

/** `policy` with script-src's hash sources cut to those of `present`; every other source and directive as it was. */
export function policyForScripts(policy: string, present: ReadonlySet<string>): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      return [name, ...sources.filter((source) => !HASH_SOURCE.test(source) || present.has(source))].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}
