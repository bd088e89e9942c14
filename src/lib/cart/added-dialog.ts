// When the add-to-cart dialog shows and hides (spec 000 §4 "Add to cart", §9): it stays hidden for the first 750 ms
// after mounting, then opens; given an auto-hide delay it closes that long after opening (default 0: it stays open).
export const HIDE_INITIAL_MS = 750;
export const AUTO_HIDE_DEFAULT_MS = 0;

/** Milliseconds from `now` until the dialog opens, and until it closes by itself (null: it stays open). */
export function addedDialogTimes(
  mountedAt: number,
  now: number,
  autoHideMs: number = AUTO_HIDE_DEFAULT_MS,
): { openIn: number; closeIn: number | null } {
  const openIn = Math.max(0, HIDE_INITIAL_MS - Math.max(0, now - mountedAt));
  const hide = Number.isFinite(autoHideMs) && autoHideMs > 0 ? autoHideMs : 0;
  return { openIn, closeIn: hide > 0 ? openIn + hide : null };
}
