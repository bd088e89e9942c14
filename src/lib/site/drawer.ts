// An off-canvas panel on small screens (the menu, a listing's filters), without a framework: a button opens it, it is
// a modal dialog while open (focus moves in and stays in), Escape, its close button or a click beside it closes it,
// and focus returns to the button. On wide screens the same markup is a plain part of the page.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, summary';

export interface Drawer {
  open: () => void;
  close: (returnFocus?: boolean) => void;
}

/**
 * Wires `opener` to `panel`. `panel` holds one `[data-drawer-close]` button; a click on the panel itself (the shade
 * beside its sheet) closes too. `onClose` runs whenever it closes, before focus returns.
 */
export function attachDrawer(
  opener: HTMLButtonElement,
  panel: HTMLElement,
  label: string,
  onClose: () => void = () => {},
): Drawer {
  const focusables = () =>
    Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);

  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const all = focusables();
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function open() {
    panel.dataset.open = '';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', label);
    opener.setAttribute('aria-expanded', 'true');
    document.documentElement.classList.add('drawer-open');
    document.addEventListener('keydown', onKey);
    (panel.querySelector<HTMLElement>('[data-drawer-close]') ?? focusables()[0])?.focus();
  }

  function close(returnFocus = true) {
    if (!('open' in panel.dataset)) return;
    delete panel.dataset.open;
    panel.removeAttribute('role');
    panel.removeAttribute('aria-modal');
    panel.removeAttribute('aria-label');
    opener.setAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('drawer-open');
    document.removeEventListener('keydown', onKey);
    onClose();
    if (returnFocus) opener.focus();
  }

  opener.addEventListener('click', open);
  for (const button of panel.querySelectorAll('[data-drawer-close]')) button.addEventListener('click', () => close());
  panel.addEventListener('click', (event) => {
    if (event.target === panel) close();
  });
  // Turning a tablet or widening a window past the drawer's breakpoint leaves a page without a drawer to close.
  const wide = matchMedia('(min-width: 992px)');
  wide.addEventListener('change', () => {
    if (wide.matches) close(false);
  });
  return { open, close };
}
