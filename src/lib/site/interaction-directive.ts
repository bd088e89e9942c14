// `client:interaction` (registered by src/integrations/interaction-directive.mjs): for an island the server already draws
// right, whose script is only needed once the shopper reaches for it. It hydrates on the first pointer over it, press,
// focus or key inside it, or when the page sends the event named by its value (`client:interaction="card-added"`).
// A press on one of its buttons before it has hydrated is held and made again once it has, so the first click is
// never lost. If its script is gone (the shop was deployed again under an open page), the page is loaded again, at
// most once in 10 s (spec 000 §4, §9).
import type { ClientDirective } from 'astro';
import { RELOAD_STAMP_KEY, mayReloadAfterChunkError } from './new-version';

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
/** What a press is held for; a link keeps working as a link, and a text field needs no press. */
const PRESSABLE = 'button, summary, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"]';

function reloadAfterChunkError() {
  try {
    if (!mayReloadAfterChunkError(sessionStorage.getItem(RELOAD_STAMP_KEY), Date.now())) return;
    sessionStorage.setItem(RELOAD_STAMP_KEY, String(Date.now()));
  } catch {
    return; // without storage there is no guard, so no reload either
  }
  location.reload();
}

const interactionDirective: ClientDirective = (load, options, el) => {
  const wakeEvent = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  let started = false;
  let pressed: HTMLElement | null = null;

  const holdPress = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!(control instanceof HTMLElement) || !el.contains(control)) return;
    event.preventDefault();
    pressed = control;
    void start();
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) el.removeEventListener(type, start, true);
    if (wakeEvent) document.removeEventListener(wakeEvent, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch {
      reloadAfterChunkError();
      return;
    } finally {
      el.removeEventListener('click', holdPress, true);
    }
    // React has its listeners on the island now; it hydrates the pressed button first and runs its handler.
    if (pressed?.isConnected) pressed.click();
  }

  for (const type of WAKE_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  el.addEventListener('click', holdPress, true);
  if (wakeEvent) document.addEventListener(wakeEvent, start);
};

export default interactionDirective;
