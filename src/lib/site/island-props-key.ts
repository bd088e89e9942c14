// The key an island's server HTML is kept by (island-render.ts): its props as JSON, when JSON says all of them. A Map,
// a Date, a function or a number JSON cannot write would come out as `{}`, a string or null, so two different props
// could share a key: props holding anything but plain data have none, and the island is drawn every time.

function isPlainData(value: unknown, depth: number): boolean {
  if (value === null || value === undefined) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (depth > 8) return false;
      // JSON writes an absent item as null; an absent property it leaves out, as a component reading props sees it.
      if (Array.isArray(value)) return value.every((item) => item !== undefined && isPlainData(item, depth + 1));
      const prototype: unknown = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value) if (!isPlainData((value as Record<string, unknown>)[key], depth + 1)) return false;
      return true;
    }
    default:
      return false;
  }
}

/** `props` as JSON, or null when they hold something JSON would not write back as it is. */
export const islandPropsKey = (props: Record<string, unknown>): string | null =>
  isPlainData(props, 0) ? JSON.stringify(props) : null;
