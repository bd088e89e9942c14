// The studio's form is read off the same zod schemas that check content (src/lib/content/types.ts), so an editor can
// never be offered a field the site cannot render. Pure: the studio island walks these at render time, field by field
// (navigation items nest without end, so nothing is unrolled ahead of the data).
import { z } from 'zod/v4';

export type Path = (string | number)[];

/**
 * Rich-text fields: edited with the rich-text editor, sanitised before they are stored (spec 001 §5) and again when
 * shown. By type, since a field's schema is only a string.
 */
export const RICH_TEXT_FIELDS: Partial<Record<string, readonly string[]>> = {
  page: ['body'],
  two_column_section: ['body'],
};

export type Field =
  | { kind: 'object'; fields: [string, z.ZodType][] }
  | { kind: 'string'; minLength: number; maxLength: number | null }
  | { kind: 'number'; integer: boolean; min: number | null; max: number | null }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: string[]; numeric: boolean }
  | { kind: 'array'; element: z.ZodType }
  | { kind: 'json' };

/** A field with its wrappers taken off: whether it may be left out, and the value it gets when it is. */
export type FieldInfo = { field: Field; optional: boolean; hasDefault: boolean; defaultValue: unknown };

export function describeField(schema: z.ZodType): FieldInfo {
  let inner: z.ZodType = schema;
  let optional = false;
  let hasDefault = false;
  let defaultValue: unknown;
  for (;;) {
    if (inner instanceof z.ZodOptional) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      hasDefault = true;
      defaultValue = inner.def.defaultValue;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodLazy) {
      inner = inner.def.getter() as z.ZodType;
    } else break;
  }
  return { field: fieldOf(inner), optional, hasDefault, defaultValue };
}

function fieldOf(schema: z.ZodType): Field {
  if (schema instanceof z.ZodObject)
    return { kind: 'object', fields: Object.entries(schema.shape as Record<string, z.ZodType>) };
  if (schema instanceof z.ZodString)
    return { kind: 'string', minLength: schema.minLength ?? 0, maxLength: schema.maxLength };
  if (schema instanceof z.ZodNumber)
    return { kind: 'number', integer: /int/.test(schema.format ?? ''), min: schema.minValue, max: schema.maxValue };
  if (schema instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (schema instanceof z.ZodEnum) return { kind: 'enum', options: schema.options.map(String), numeric: false };
  if (schema instanceof z.ZodLiteral && [...schema.values].every((v) => typeof v === 'number'))
    return { kind: 'enum', options: [...schema.values].map(String), numeric: true };
  if (schema instanceof z.ZodArray) return { kind: 'array', element: schema.element as z.ZodType };
  return { kind: 'json' };
}

/** An image of the store: an object of exactly an `id` and an `alt`, chosen from the library rather than typed. */
export function imageAltField(field: Field): FieldInfo | null {
  if (field.kind !== 'object' || field.fields.length !== 2) return null;
  const names = new Map(field.fields);
  const [id, alt] = [names.get('id'), names.get('alt')];
  return id && alt && describeField(id).field.kind === 'string' ? describeField(alt) : null;
}

/** A field the editor must fill: not optional, no default, and for text at least one character. */
export function isRequired(info: FieldInfo): boolean {
  if (info.optional || info.hasDefault) return false;
  if (info.field.kind === 'string') return info.field.minLength > 0;
  return info.field.kind !== 'boolean' && info.field.kind !== 'array';
}

/** The value a new entry or a newly added list item starts with: defaults where the schema has them. */
export function emptyValue(schema: z.ZodType): unknown {
  const info = describeField(schema);
  if (info.hasDefault) return structuredClone(info.defaultValue);
  if (info.optional) return undefined;
  const { field } = info;
  switch (field.kind) {
    case 'object':
      return Object.fromEntries(
        field.fields.map(([name, child]) => [name, emptyValue(child)]).filter(([, v]) => v !== undefined),
      );
    case 'string':
      return '';
    case 'number':
      return field.min ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return field.numeric ? Number(field.options[0]) : field.options[0];
    case 'array':
      return [];
    case 'json':
      return null;
  }
}

/** `['items', 0, 'label']` → `items.0.label`: one key per field, for its error and its id. */
export const pathKey = (path: Path) => path.join('.');

/** A copy of `value` with `next` put at `path` (undefined removes an object's key). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = setAt(list[head], rest, next);
    return list;
  }
  const record = { ...((value && typeof value === 'object' ? value : {}) as Record<string, unknown>) };
  const child = setAt(record[head!], rest, next);
  if (child === undefined) delete record[head!];
  else record[head!] = child;
  return record;
}

/** A list with the item at `from` moved to `to` (both in range), the others kept in order. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** The issues of a check, by field: the first message for each path (paths relative to the entry's data). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const key = pathKey(issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)));
    byField[key] ??= issue.message;
  }
  return byField;
}

/** Fields that hold one address or path: a single line, however long it may be. */
export const isAddressField = (name: string) => ['url', 'href', 'from', 'to'].includes(name);

/** Long text gets a text area rather than a single line: by its name, or by room for more than a sentence or two. */
export const isLongText = (name: string, maxLength: number | null = null) =>
  ['body', 'paragraph', 'description'].includes(name) ||
  /(Help|Intro)$/.test(name) ||
  (!isAddressField(name) && (maxLength ?? 0) >= 300);

const LABELS: Record<string, string> = {
  url: 'Link',
  href: 'Link',
  bg_color: 'Background colour',
  copyColor: 'Text colour',
  handles: 'Products',
  handle: 'Product handle',
  isLastComponent: 'Last section on its page',
  page: 'Shown on page',
  skus: 'SKUs on deal',
  sku: 'SKU',
  from: 'From (a path on this shop)',
  to: 'To (a path on this shop, or an https:// address)',
  statusCode: 'Status code',
  external: 'External: the target leaves this shop',
};

/** A label in the editor's words from a field name: `ordersPageSize` → "Orders page size", `url` → "Link". */
export function labelFor(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type CheckIssue = { code: string; input?: unknown; origin?: string; minimum?: unknown; maximum?: unknown };

/** A zod issue in the editor's words, for the field it sits beside. */
export function editorMessage(issue: CheckIssue): string | undefined {
  if (issue.input === undefined || (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1))
    return 'Fill in this field.';
  if (issue.code === 'invalid_type' && issue.origin !== 'array') return 'Enter a value of the right kind here.';
  if (issue.code === 'too_small' && issue.origin === 'number') return `Enter ${String(issue.minimum)} or more.`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Enter ${String(issue.maximum)} or less.`;
  if (issue.code === 'invalid_value') return 'Choose one of the options.';
  return undefined;
}
