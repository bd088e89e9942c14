// The browser side of choosing a size on a product card (spec 000 §2 Product card): pressing a size pill, or choosing
// in the staff site's size dropdown, shows that size on the card (price, links, image, promotions, stock at the ZIP)
// and tells the card's add-to-cart controls (src/lib/cart/card-cart.ts), which add that size from then on. The chosen
// control is the card's state, read from there when needed. One listener serves every card of the page.
import { formatMoney } from '../site/money';
import { CARD_LIST, outOfStockNote, sizeChoiceFromData, type SizeChoice } from './size-choice';

export const SIZE_CARD = '[data-size-card]';
/** The event a card sends (it bubbles) once it shows another size, with that size's choice as its detail. */
export const SIZE_CHOSEN = 'size-chosen';
const PILL = 'button[data-size-choice]';
const SELECT = 'select[data-size-select]';

/** The size a card shows now: its pressed pill, or its dropdown's chosen option. */
export function chosenSize(card: HTMLElement): SizeChoice | null {
  const control =
    card.querySelector<HTMLElement>(`${PILL}[aria-pressed="true"]`) ??
    card.querySelector<HTMLSelectElement>(SELECT)?.selectedOptions[0] ??
    null;
  return control ? choiceOf(card, control) : null;
}

/** What the list around a card holds once for all its cards. */
const listOf = (card: HTMLElement): DOMStringMap => card.closest<HTMLElement>(`[${CARD_LIST}]`)?.dataset ?? {};

/** A size control's choice, with what its card holds once for all its sizes and its list for all its cards. */
function choiceOf(card: HTMLElement, control: HTMLElement) {
  const { productTitle, flavor, noFreeShipping } = card.dataset;
  const { plans, freeShippingMinimum } = listOf(card);
  return sizeChoiceFromData({ ...control.dataset, productTitle, flavor, noFreeShipping, plans, freeShippingMinimum });
}

function text(card: HTMLElement, selector: string, value: string) {
  const element = card.querySelector(selector);
  if (element) element.textContent = value;
}

function show(card: HTMLElement, choice: SizeChoice, control: HTMLElement) {
  for (const pill of card.querySelectorAll<HTMLElement>(PILL)) {
    pill.setAttribute('aria-pressed', String(pill === control));
    pill.classList.toggle('selected', pill === control);
  }
  card.dataset.sku = choice.sku;
  text(card, '[data-card-price]', formatMoney(choice.priceCents));
  text(card, '[data-card-unit-price]', control.dataset.unitPrice ?? '');
  const was = card.querySelector<HTMLElement>('[data-card-was]');
  if (was) was.hidden = choice.compareAtCents === null;
  if (choice.compareAtCents !== null) text(card, '[data-card-was-amount]', formatMoney(choice.compareAtCents));
  for (const link of card.querySelectorAll<HTMLAnchorElement>('a[data-card-link]')) link.href = choice.href;
  const image = card.querySelector<HTMLImageElement>('[data-card-image] img');
  if (image) {
    image.alt = choice.imageAlt;
    if (choice.image) {
      image.srcset = choice.image.srcSet;
      image.src = choice.image.src;
    }
  }
  const note = card.querySelector<HTMLElement>('[data-size-stock]');
  if (note) {
    note.hidden = choice.inStock;
    note.textContent = choice.inStock ? '' : outOfStockNote(choice.size, listOf(card).zip ?? '');
  }
  const promos = card.querySelector('[data-card-promos]');
  if (promos && choice.promos.length > 0) {
    promos.replaceChildren(
      ...choice.promos.map((line) => Object.assign(document.createElement('li'), { textContent: line })),
    );
  }
  card.dispatchEvent(new CustomEvent<SizeChoice>(SIZE_CHOSEN, { detail: choice, bubbles: true }));
}

function choose(control: HTMLElement | null | undefined) {
  const card = control?.closest<HTMLElement>(SIZE_CARD);
  const choice = card && control ? choiceOf(card, control) : null;
  if (card && control && choice) show(card, choice, control);
}

/** Lets every card of the page change size in place; pills are buttons, so none submits a form around it. */
export function wireCardSizes(): void {
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element) choose(event.target.closest<HTMLElement>(PILL));
  });
  document.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement && event.target.matches(SELECT))
      choose(event.target.selectedOptions[0]);
  });
}
