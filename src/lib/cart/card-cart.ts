// The browser side of a product card's add-to-cart controls (spec 000 §2 Product card, §4 "Add to cart", §5): the
// purchase choice, the quantity and the button. The server renders them disabled, which is what a page without script
// shows; this wakes every card of the page with one set of listeners instead of an island per card. The card's size
// (src/lib/cart/card-sizes.ts) is what gets added. The dialog opens once the server has answered
// (src/islands/CardAddedDialog.tsx reads `$cardAdded`).
import { atom } from 'nanostores';
import { autoshipPriceCents } from '../catalog/promos';
import { formatMoney } from '../site/money';
import { defaultPlan } from './add-props';
import { chosenSize, SIZE_CARD, SIZE_CHOSEN } from './card-sizes';
import { addLimit, MAX_AUTOSHIP_LINE_QUANTITY, MIN_LINE_QUANTITY } from './limits';
import { clampOnBlur, digitsOnly, overMaximum, showsAutoshipAlert, stepButtons } from './quantity-input';
import type { SizeChoice } from './size-choice';
import { $cart, addVariant, lineFor } from './store';
import type { LineItem } from './types';

/** The last add from a card: which list it was in, the line the server answered with, and the button pressed. */
export type CardAdded = { list: string; line: LineItem; quantity: number; opener: HTMLElement };
export const $cardAdded = atom<CardAdded | null>(null);

/** The event a card sends (it bubbles) once the cart took its size: the data layer reports it. */
export const CARD_ADDED = 'card-added';
export type CardAddition = { choice: SizeChoice; quantity: number; autoship: boolean };

const FORM = 'form[data-card-cart]';
const AUTOSHIP_ALERT = `You can have up to ${MAX_AUTOSHIP_LINE_QUANTITY} of one food on Autoship.`;

type State = { quantity: number; adding: boolean };
const states = new WeakMap<HTMLFormElement, State>();
const stateOf = (form: HTMLFormElement): State => {
  const known = states.get(form);
  if (known) return known;
  const fresh = { quantity: MIN_LINE_QUANTITY, adding: false };
  states.set(form, fresh);
  return fresh;
};

function parts(form: HTMLFormElement) {
  return {
    choice: form.querySelector<HTMLFieldSetElement>('.purchase-choice'),
    label: form.querySelector<HTMLElement>('.purchase-label'),
    radios: [...form.querySelectorAll<HTMLInputElement>('input[name="purchase"]')],
    input: form.querySelector<HTMLInputElement>('input[name="quantity"]'),
    decrease: form.querySelector<HTMLButtonElement>('[data-step="-1"]'),
    increase: form.querySelector<HTMLButtonElement>('[data-step="1"]'),
    add: form.querySelector<HTMLButtonElement>('[data-add]'),
  };
}

/** The server writes the purchase choice only where autoship is sold at all (never to staff, spec 000 §1). */
const offersAutoship = (form: HTMLFormElement, choice: SizeChoice) =>
  form.querySelector('.purchase-choice') !== null && choice.sellingPlans.length > 0;

const autoshipChosen = (form: HTMLFormElement, choice: SizeChoice) =>
  offersAutoship(form, choice) && parts(form).radios.some((r) => r.checked && r.value === 'autoship');

/** How many the card may add, and why not more: the cart page's limits, with what the cart holds already. */
function limitOf(choice: SizeChoice, autoship: boolean) {
  const cart = $cart.get();
  const same = lineFor(cart, choice.adminGraphqlId, autoship ? defaultPlan(choice.sellingPlans) : null)?.quantity ?? 0;
  return addLimit(autoship, cart?.lineItems ?? [], same);
}

/** The lines under the controls, in the order they stand; each is made when first needed and removed when done. */
const MESSAGES = { 'autoship-alert': 'status', 'form-error': 'alert', 'limit-notice': 'alert' } as const;
type Message = keyof typeof MESSAGES | 'quantity-limit';

function say(form: HTMLFormElement, kind: Message, text: string | null) {
  const existing = form.querySelector<HTMLElement>(`.${kind}`);
  if (!text) return existing?.remove();
  if (existing) {
    existing.textContent = text;
    return;
  }
  const line = Object.assign(document.createElement('p'), { className: kind, textContent: text });
  line.setAttribute('role', kind === 'quantity-limit' ? 'alert' : MESSAGES[kind]);
  if (kind === 'quantity-limit') {
    form.querySelector('.quantity')?.after(line);
    return;
  }
  const order = Object.keys(MESSAGES);
  const next = [...form.children].find((child) =>
    order.slice(order.indexOf(kind) + 1).some((later) => child.classList.contains(later)),
  );
  form.insertBefore(line, next ?? null);
}

let plans = 0;

/**
 * The autoship frequency, as the product page offers it (spec 001 §7): made the first time Autoship is chosen on the
 * card, from the size's plans, starting on the default one; the shopper's pick is kept while the card lives.
 */
function frequency(form: HTMLFormElement, choice: SizeChoice, autoship: boolean): HTMLSelectElement | null {
  let line = form.querySelector<HTMLElement>('.frequency');
  if (!autoship) {
    if (line) line.hidden = true;
    return null;
  }
  if (!line) {
    line = Object.assign(document.createElement('p'), { className: 'frequency' });
    const select = Object.assign(document.createElement('select'), { name: 'plan', id: `card-plan-${++plans}` });
    const label = Object.assign(document.createElement('label'), { htmlFor: select.id, textContent: 'Deliver' });
    line.append(label, ' ', select);
    form.querySelector('.purchase-choice')?.after(line);
  }
  const select = line.querySelector('select');
  if (!select) return null;
  const kept = select.value;
  const ids = choice.sellingPlans.map((plan) => plan.id);
  if (select.options.length !== ids.length || [...select.options].some((o, i) => o.value !== ids[i]))
    select.replaceChildren(...choice.sellingPlans.map((plan) => new Option(plan.name, plan.id)));
  select.value = ids.includes(kept) ? kept : (defaultPlan(choice.sellingPlans) ?? '');
  line.hidden = false;
  return select;
}

/** On Autoship the card's price is the autoship one, as in the cart; one-time otherwise. */
function showPrice(form: HTMLFormElement, choice: SizeChoice, autoship: boolean) {
  const card = form.closest<HTMLElement>(SIZE_CARD);
  const now = card?.querySelector<HTMLElement>('[data-card-price]');
  if (!now) return;
  now.textContent = formatMoney(autoship ? autoshipPriceCents(choice.priceCents) : choice.priceCents);
  let note = card?.querySelector<HTMLElement>('.autoship-price');
  if (autoship && !note) {
    note = Object.assign(document.createElement('span'), {
      className: 'autoship-price',
      textContent: ' with Autoship',
    });
    now.after(note);
  }
  if (note) note.hidden = !autoship;
}

/** Brings the controls in line with the card's size, the purchase choice and the quantity. */
function render(form: HTMLFormElement, choice: SizeChoice) {
  const state = stateOf(form);
  const { choice: fieldset, label, radios, input, decrease, increase, add } = parts(form);
  const offers = offersAutoship(form, choice);
  if (fieldset) fieldset.hidden = !offers;
  if (label) label.hidden = offers;
  for (const radio of radios) {
    radio.disabled = false;
    radio.closest('.purchase-option')?.classList.toggle('selected', radio.checked);
  }
  const autoship = autoshipChosen(form, choice);
  frequency(form, choice, autoship);
  showPrice(form, choice, autoship);
  const buttons = stepButtons(state.quantity, MIN_LINE_QUANTITY, limitOf(choice, autoship).max, !choice.inStock);
  if (input) {
    if (document.activeElement !== input) input.value = String(state.quantity);
    input.disabled = !choice.inStock;
  }
  if (decrease) decrease.disabled = !buttons.decrease;
  if (increase) increase.disabled = !buttons.increase;
  if (add) {
    add.disabled = !choice.inStock || state.adding;
    add.setAttribute('aria-busy', String(state.adding));
    add.textContent = !choice.inStock ? 'Out of Stock' : state.adding ? 'Adding…' : 'Add to Cart';
  }
  say(
    form,
    'autoship-alert',
    showsAutoshipAlert(state.quantity, autoship, MAX_AUTOSHIP_LINE_QUANTITY) ? AUTOSHIP_ALERT : null,
  );
}

/** The form and the card it belongs to, with the size the card shows now. */
function cardOf(target: EventTarget | null) {
  const form = target instanceof Element ? target.closest<HTMLFormElement>(FORM) : null;
  const card = form?.closest<HTMLElement>(SIZE_CARD);
  const choice = card ? chosenSize(card) : null;
  return form && card && choice ? { form, card, choice } : null;
}

function commit(form: HTMLFormElement, choice: SizeChoice, quantity: number) {
  stateOf(form).quantity = quantity;
  const input = parts(form).input;
  if (input) input.value = String(quantity);
  render(form, choice);
}

/** A typed quantity counts once the shopper leaves the field or presses Enter, brought inside the bounds. */
function commitTyped(form: HTMLFormElement, choice: SizeChoice) {
  const input = parts(form).input;
  if (!input) return;
  const autoship = autoshipChosen(form, choice);
  const { max, message } = limitOf(choice, autoship);
  say(form, 'quantity-limit', overMaximum(input.value, max) ? message : null);
  commit(form, choice, clampOnBlur(input.value, MIN_LINE_QUANTITY, max));
}

async function add(form: HTMLFormElement, card: HTMLElement, choice: SizeChoice, button: HTMLElement) {
  const state = stateOf(form);
  if (state.adding || !choice.inStock) return;
  const autoship = autoshipChosen(form, choice);
  const sellingPlanId = autoship ? (frequency(form, choice, true)?.value ?? defaultPlan(choice.sellingPlans)) : null;
  const quantity = state.quantity;
  state.adding = true;
  say(form, 'form-error', null);
  say(form, 'limit-notice', null);
  render(form, choice);
  let result: Awaited<ReturnType<typeof addVariant>>;
  try {
    result = await addVariant({
      adminGraphqlId: choice.adminGraphqlId,
      quantity,
      sellingPlanId,
      weight: choice.weight,
      weightUnit: choice.weightUnit,
    });
  } finally {
    state.adding = false;
    render(form, chosenSize(card) ?? choice);
  }
  if (!result.ok) return say(form, 'form-error', result.message);
  const { line, added } = result;
  say(form, 'limit-notice', result.notice);
  const detail: CardAddition = { choice, quantity: added, autoship };
  card.dispatchEvent(new CustomEvent(CARD_ADDED, { detail, bubbles: true }));
  const list = card.closest<HTMLElement>('[data-item-list]')?.dataset.itemList ?? '';
  if (line) $cardAdded.set({ list, line, quantity: added, opener: button });
}

/** Wakes the add-to-cart controls of every card on the page, and keeps them in step with each card's size. */
export function wireCardCart(): void {
  const renderAll = () => {
    for (const form of document.querySelectorAll<HTMLFormElement>(FORM)) {
      const at = cardOf(form);
      if (at) render(form, at.choice);
    }
  };
  renderAll();
  // The cart's limits hold on cards too: a cart read after the page loaded, or changed by an add, moves them.
  $cart.listen(renderAll);
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const at = cardOf(target);
    if (!at || !target) return;
    const step = target.closest<HTMLButtonElement>('[data-step]');
    if (step) {
      say(at.form, 'quantity-limit', null);
      commit(at.form, at.choice, stateOf(at.form).quantity + Number(step.dataset.step));
    }
    const button = target.closest<HTMLButtonElement>('[data-add]');
    if (button) void add(at.form, at.card, at.choice, button);
  });
  document.addEventListener('change', (event) => {
    const at = cardOf(event.target);
    if (!at || !(event.target instanceof HTMLInputElement) || event.target.name !== 'purchase') return;
    const state = stateOf(at.form);
    commit(at.form, at.choice, Math.min(state.quantity, limitOf(at.choice, autoshipChosen(at.form, at.choice)).max));
  });
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(`${FORM} input[name="quantity"]`))
      event.target.value = digitsOnly(event.target.value);
  });
  document.addEventListener('focusout', (event) => {
    const at = cardOf(event.target);
    if (at && event.target instanceof HTMLInputElement && event.target.name === 'quantity')
      commitTyped(at.form, at.choice);
  });
  // Enter in the quantity commits it, as leaving the field does; the form itself is never sent.
  document.addEventListener('submit', (event) => {
    const at = cardOf(event.target);
    if (!at) return;
    event.preventDefault();
    commitTyped(at.form, at.choice);
  });
  document.addEventListener(SIZE_CHOSEN, (event) => {
    const form = event.target instanceof Element ? event.target.querySelector<HTMLFormElement>(FORM) : null;
    const choice = event instanceof CustomEvent ? (event.detail as SizeChoice) : null;
    if (!form || !choice) return;
    // Keep the purchase choice where the new size allows it.
    if (!offersAutoship(form, choice)) for (const radio of parts(form).radios) radio.checked = radio.value === 'single';
    say(form, 'form-error', null);
    say(form, 'limit-notice', null);
    render(form, choice);
  });
}
