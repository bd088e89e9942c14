// The header's search field as a combobox (issue 40 §5, the WAI-ARIA "list autocomplete" pattern): as the shopper
// types, the categories and products GET /api/search/suggest answers appear under the field, the matched part in bold.
// Up and Down move through them, Enter opens the one chosen (or searches, when none is), Escape closes the list, and a
// live region says how many came. On a phone the form fills the screen while it is in use. The form is plain HTML
// that submits without this script. A product with reviews shows its stars and count under its price (issue 41 §4).
import { ratingLabel, starFills } from '../lib/catalog/ratings';
import type { ProductRating } from '../lib/catalog/types';
import { storeImageUrls } from '../lib/images/buckets';
import { formatMoney, type Money } from '../lib/site/money';
import { markedPieces } from '../lib/catalog/search/marks';
import { sendSearchEvent } from '../lib/catalog/search/search-events';
import { suggestsFrom, type Suggestions } from '../lib/catalog/search/suggestions';

/** Typing faster than this asks once, for the words where the shopper paused. */
const DEBOUNCE_MS = 120;
/** Answers already fetched, by what was typed: Backspace shows the earlier ones at once. */
const KEPT_ANSWERS = 50;
const PHONE = '(max-width: 991px)';
/** A product's picture in the list, in CSS pixels. */
const PICTURE_SIZE = 48;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** The text with the parts that matched the searched words in bold. */
function marked(text: string, words: readonly string[]): (Node | string)[] {
  return markedPieces(text, words).map((piece) => (piece.marked ? element('b', {}, piece.text) : piece.text));
}

/** The product's picture beside its name; the name says what it is, so it is not read out twice. */
function picture(url: string): HTMLImageElement {
  const { src, srcSet } = storeImageUrls(url, PICTURE_SIZE);
  const size = String(PICTURE_SIZE);
  return element('img', { src, srcset: srcSet, alt: '', width: size, height: size, loading: 'lazy' });
}

/** Small stars filled to the average and the count; drawn, so said in words to a screen reader. */
function stars(rating: ProductRating): HTMLElement {
  const drawn = starFills(rating.average).map((fill) => {
    const star = element('span', { class: 'suggest-star' });
    star.style.setProperty('--fill', `${fill}%`);
    return star;
  });
  return element(
    'span',
    { class: 'suggest-rating' },
    element(
      'span',
      { class: 'suggest-stars', 'aria-hidden': 'true' },
      ...drawn,
      element('span', { class: 'suggest-count' }, `(${rating.count})`),
    ),
    element('span', { class: 'visually-hidden' }, ratingLabel(rating)),
  );
}

/** The price of the size and, under it, the product's rating; nothing of either on the staff site. */
function figures(price: Money | null, rating: ProductRating | null): HTMLElement[] {
  const parts = [
    ...(price ? [element('span', { class: 'suggest-price' }, formatMoney(price))] : []),
    ...(rating ? [stars(rating)] : []),
  ];
  return parts.length > 0 ? [element('span', { class: 'suggest-figures' }, ...parts)] : [];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the live region says once an answer is shown. */
export function announcement(answer: Pick<Suggestions, 'products' | 'categories' | 'query'>): string {
  const parts = [
    answer.categories.length > 0 ? plural(answer.categories.length, 'category', 'categories') : '',
    answer.products.length > 0 ? plural(answer.products.length, 'product', 'products') : '',
  ].filter(Boolean);
  if (parts.length === 0) return `No suggestions for “${answer.query}”. Press Enter to search.`;
  return `${parts.join(' and ')} suggested. Use the up and down arrows to choose, or press Enter to search.`;
}

export function attachSuggestions(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]');
  const list = form.querySelector<HTMLElement>('[data-suggestions]');
  const cancel = form.querySelector<HTMLButtonElement>('[data-search-cancel]');
  if (!input || !list || !cancel) return;
  // What the list holds is said here. Made with the script, so a page without suggestions has no live region of them.
  const status = element('p', { class: 'visually-hidden', role: 'status' });
  form.append(status);
  const phone = window.matchMedia(PHONE);
  const answers = new Map<string, Suggestions>();
  /** The list's options in order: links, so a pointer can also open one in a new tab. */
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Search suggestions');

  /** A suggestion followed is a search whose result was chosen (issue 40 §6). */
  function counted(chosen: HTMLAnchorElement) {
    if (!('searchAll' in chosen.dataset)) sendSearchEvent(input!.value, 'suggestion');
  }

  function setActive(index: number) {
    options[active]?.removeAttribute('aria-selected');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input!.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input!.removeAttribute('aria-activedescendant');
  }

  function closeList() {
    setActive(-1);
    list!.hidden = true;
    input!.setAttribute('aria-expanded', 'false');
  }

  function show(answer: Suggestions) {
    options = [];
    active = -1;
    input!.removeAttribute('aria-activedescendant');
    const option = (url: string, ...content: (Node | string)[]) => {
      const made = element('a', { role: 'option', href: url, id: `search-option-${options.length}`, tabindex: '-1' });
      made.append(...content);
      options.push(made);
      return made;
    };
    const groups: HTMLElement[] = [];
    const group = (label: string, id: string, items: HTMLElement[]) => {
      if (items.length === 0) return;
      const heading = element('div', { id, class: 'suggest-heading', role: 'presentation' }, label);
      groups.push(element('div', { role: 'group', 'aria-labelledby': id }, heading, ...items));
    };
    group(
      'Categories',
      'search-group-categories',
      answer.categories.map((c) =>
        option(c.url, element('span', { class: 'suggest-label' }, ...marked(c.label, answer.words))),
      ),
    );
    group(
      'Products',
      'search-group-products',
      answer.products.map((p) =>
        option(
          p.url,
          p.image ? picture(p.image.url) : element('span', { class: 'suggest-picture' }),
          element('span', { class: 'suggest-title' }, ...marked(p.title, answer.words)),
          ...figures(p.price, p.rating),
        ),
      ),
    );
    // Last, the search itself, as the Search button would send it.
    if (groups.length > 0) {
      const all = `${form.action}?${new URLSearchParams({ [input!.name]: input!.value })}`;
      const label = element('span', { class: 'suggest-label' }, 'See all results for ', element('b', {}, answer.query));
      const seeAll = option(all, label);
      seeAll.dataset.searchAll = ''; // counted as a search where its results show, not as a choice
      groups.push(element('div', { role: 'group', 'aria-label': 'Search', class: 'suggest-all' }, seeAll));
    }
    list!.replaceChildren(...groups);
    const open = groups.length > 0;
    list!.hidden = !open;
    input!.setAttribute('aria-expanded', String(open));
    status.textContent = announcement(answer);
  }

  async function suggest(typed: string) {
    const known = answers.get(typed);
    if (known) return show(known);
    pending?.abort();
    const controller = (pending = new AbortController());
    try {
      const response = await fetch(`/api/search/suggest?q=${encodeURIComponent(typed)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return closeList(); // suggestions are a help: the form still searches
      const answer = (await response.json()) as Suggestions;
      if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(typed, answer);
      // Only the answer for what the field holds now: an older one that came late is kept, not shown.
      if (input!.value === typed) show(answer);
    } catch {
      if (!controller.signal.aborted) closeList();
    }
  }

  function onInput() {
    clearTimeout(timer);
    const typed = input!.value;
    if (!suggestsFrom(typed)) {
      pending?.abort();
      status.textContent = '';
      return closeList();
    }
    timer = setTimeout(() => void suggest(typed), answers.has(typed) ? 0 : DEBOUNCE_MS);
  }

  // On a phone the form fills the screen while the shopper searches, over the page, with a Cancel button.
  function openSheet() {
    if (!phone.matches || 'open' in form.dataset) return;
    form.dataset.open = '';
    cancel!.hidden = false;
    document.documentElement.classList.add('drawer-open');
  }
  function closeSheet() {
    if (!('open' in form.dataset)) return;
    delete form.dataset.open;
    cancel!.hidden = true;
    document.documentElement.classList.remove('drawer-open');
  }

  function onKey(event: KeyboardEvent) {
    if (event.isComposing) return;
    const open = !list!.hidden && options.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (suggestsFrom(input!.value)) void suggest(input!.value);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the choice goes back to the field, then round.
      const next = active + step;
      setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      const chosen = options[active]!;
      counted(chosen);
      window.location.assign(chosen.href);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        closeList();
      } else if ('open' in form.dataset) {
        event.preventDefault();
        closeSheet();
        input!.blur();
      } else if (input!.value) {
        event.preventDefault();
        input!.value = '';
      }
    }
  }

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKey);
  input.addEventListener('focus', () => {
    openSheet();
    // Back in the field: what was suggested for its words shows again.
    if (list.hidden && suggestsFrom(input.value)) void suggest(input.value);
  });
  // A press on a suggestion keeps the focus in the field until the link is followed.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const chosen = options.find((o) => o.contains(event.target as Node));
    if (chosen) counted(chosen);
  });
  list.addEventListener('mousemove', (event) => {
    const index = options.findIndex((o) => o.contains(event.target as Node));
    if (index >= 0 && index !== active) setActive(index);
  });
  // Leaving the form closes the list; on a phone the sheet stays, so the shopper can put the keyboard away and scroll.
  form.addEventListener('focusout', (event) => {
    if (phone.matches || (event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) return;
    closeList();
  });
  cancel.addEventListener('click', () => {
    closeList();
    closeSheet();
  });
  phone.addEventListener('change', () => {
    if (!phone.matches) closeSheet();
  });
  form.addEventListener('submit', () => closeList());
  // The script came after the shopper reached the field: catch up with what they did.
  if (document.activeElement === input) {
    openSheet();
    if (suggestsFrom(input.value)) void suggest(input.value);
  }
}
