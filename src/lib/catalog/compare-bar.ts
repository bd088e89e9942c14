// The Compare boxes on cards and product pages and the compare bar they fill (issue 37): ticking a box adds the size
// shown to the foods to compare (four at most, then the other boxes wait), the bar at the foot of the window says how
// many and leads to the compare page, and Clear empties it. Part of the cards' script (CardScript.astro).
import { compareHref, comparedSkus, MAX_COMPARED } from './compare';

/** Where the foods to compare are kept in the browser, in the order they were ticked. */
const KEY = 'store:compare';

function comparedNow(): string[] {
  try {
    return comparedSkus(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

/** Keeps these SKUs (four at most) as the foods to compare. */
function saveCompared(skus: string | string[] | null): void {
  const list = comparedSkus(Array.isArray(skus) ? skus.join(',') : skus);
  try {
    if (list.length > 0) localStorage.setItem(KEY, list.join(','));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): comparing still works on this page.
  }
}

const skuOf = (box: HTMLInputElement) =>
  box.dataset.compare || box.closest<HTMLElement>('[data-sku]')?.dataset.sku || '';

function makeBar() {
  const bar = document.createElement('div');
  bar.className = 'compare-bar';
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', 'Foods to compare');
  bar.innerHTML =
    '<p aria-live="polite"></p><a class="button">Compare</a><button type="button" class="link-button">Clear</button>';
  document.body.append(bar);
  return { bar, count: bar.querySelector('p')!, link: bar.querySelector('a')!, clear: bar.querySelector('button')! };
}

let started = false;

/** Wakes the boxes of the page and adds the bar. */
export function startCompare(): void {
  if (started) return; // a page may hold the cards' script more than once
  started = true;
  // On the compare page its foods become the ones kept, and it needs no bar of its own.
  const page = document.querySelector<HTMLElement>('[data-compare-now]');
  if (page) return saveCompared(page.dataset.compareNow ?? null);
  const { bar, count, link, clear } = makeBar();
  const boxes = () => document.querySelectorAll<HTMLInputElement>('input[data-compare]');
  const show = () => {
    const chosen = comparedNow();
    for (const box of boxes()) {
      box.checked = chosen.includes(skuOf(box));
      box.disabled = !box.checked && chosen.length >= MAX_COMPARED;
    }
    bar.hidden = chosen.length === 0;
    count.textContent = `${chosen.length} of ${MAX_COMPARED} foods to compare`;
    link.href = compareHref(chosen);
  };
  document.addEventListener('change', (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.matches('input[data-compare]')) return;
    const chosen = comparedNow().filter((sku) => sku !== skuOf(box));
    saveCompared(box.checked ? [...chosen, skuOf(box)] : chosen);
    show();
  });
  clear.addEventListener('click', () => {
    saveCompared(null);
    show();
  });
  window.addEventListener('storage', show); // ticked in another tab
  show();
}
