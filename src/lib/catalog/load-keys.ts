// A number for each load of a shelf, a search's results or a region's stock, so what was worked out from one is found
// again while it lasts, and never from an older one (a shelf is loaded again when an editor publishes deals).
const loadKeys = new WeakMap<object, number>();
let loadKeysMade = 0;

export function loadKeyOf(load: object | undefined): number {
  if (!load) return 0;
  let key = loadKeys.get(load);
  if (key === undefined) loadKeys.set(load, (key = loadKeysMade += 1));
  return key;
}
