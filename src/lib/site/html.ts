// Markup built as one string, for the few server parts a page repeats dozens of times (a listing's product cards):
// Astro renders each element, attribute and expression of a component as a separate chunk with its own checks, which
// costs more than the card's own work. Everything interpolated is escaped unless it is markup made here.

/** Markup made by `markup`: safe to put in a page as it is (with Astro's `set:html`). */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const SPECIAL = /[&<>"']/;

/** Text or an attribute's value, escaped for either place (most need nothing, so they are only looked at). */
export const escapeHtml = (text: string): string =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : text;

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

function partText(part: Part): string {
  if (part instanceof SafeHtml) return part.text;
  if (Array.isArray(part)) return part.map(partText).join('');
  if (part === null || part === undefined || part === false || part === true) return '';
  return escapeHtml(String(part));
}

/**
 * A template of markup: strings, numbers and arrays put in it are escaped; `false`, `true`, `null` and `undefined`
 * vanish, so `${cond && markup`...`}` works. (Not named `html`: Prettier would reformat the template as a page.)
 */
export function markup(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let text = strings[0] ?? '';
  for (let i = 0; i < parts.length; i += 1) text += partText(parts[i]) + (strings[i + 1] ?? '');
  return new SafeHtml(text);
}

/**
 * Attributes from a record, each with a leading space: `true` writes the bare name, `false`, `null` and `undefined`
 * leave it out, anything else is escaped.
 */
export function attributes(values: Readonly<Record<string, string | number | boolean | null | undefined>>): SafeHtml {
  let text = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === true) text += ` ${name}`;
    else if (value !== false && value !== null && value !== undefined)
      text += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return new SafeHtml(text);
}

/** A `class` attribute's value from names, leaving out the `false` ones. */
export const classes = (...names: (string | false)[]): string => names.filter(Boolean).join(' ');
