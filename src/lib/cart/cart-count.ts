// The header's cart link and its count (spec 000 §2 mini cart): rendered by the server, and kept in step in the browser
// by the cart store (store.ts) without the mini cart's panel, which hydrates only when the shopper reaches for it.

/** What a screen reader hears for the header's cart link. */
export const cartLinkLabel = (count: number): string => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** Shows `count` on every header cart link under `root`. */
export function paintCartCount(root: ParentNode, count: number): void {
  for (const link of root.querySelectorAll<HTMLElement>('.mini-cart-link')) {
    link.setAttribute('aria-label', cartLinkLabel(count));
    const badge = link.querySelector<HTMLElement>('.mini-cart-count');
    if (!badge) continue;
    badge.textContent = String(count);
    badge.style.visibility = ''; // a page rendered without the cart hides its count until now (CartAfterLoad.astro)
  }
}
