// Whether a component Astro is about to render is React's: React is the only UI framework the shop uses, so any
// function component is, as are React's wrapped kinds (memo, forwardRef, lazy) and class components. Astro's own
// components never come this way.
import { Component, PureComponent } from 'react';

export function isReactComponent(value: unknown): boolean {
  if (typeof value === 'object' && value !== null) {
    const kind: unknown = (value as { $$typeof?: unknown }).$$typeof;
    return typeof kind === 'symbol' && (kind.description ?? '').startsWith('react.');
  }
  if (typeof value !== 'function') return false;
  const prototype: unknown = value.prototype;
  const isClass = typeof (prototype as { render?: unknown } | undefined)?.render === 'function';
  return !isClass || prototype instanceof Component || prototype instanceof PureComponent;
}
