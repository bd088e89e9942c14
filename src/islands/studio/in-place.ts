// The studio's links are real links (they work before the island starts, and in a new tab); a plain left click on one
// is handled in place by the island instead, without a page load.
import type { MouseEvent } from 'react';

export function inPlace(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go();
  };
}
