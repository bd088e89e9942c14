// Islands whose server HTML depends on their props alone (src/lib/site/island-render.ts keeps it by them): nothing
// else they read on the server (a store's server value, the clock, the request) changes what they draw. Marking one is
// a promise about its first render on the server; what it does once hydrated is its own.
const SAME = Symbol.for('store.island.same-for-same-props');

/** Marks `component` as drawing the same server HTML for the same props. */
export function sameForSameProps<T extends object>(component: T): T {
  Object.defineProperty(component, SAME, { value: true });
  return component;
}

/** Whether `component` was marked by `sameForSameProps`. */
export const drawsSameForSameProps = (component: unknown): boolean =>
  (typeof component === 'function' || (typeof component === 'object' && component !== null)) &&
  (component as { [SAME]?: unknown })[SAME] === true;
