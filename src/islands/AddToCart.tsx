// Add to cart on the product page (spec 000 §4 "Add to cart", §5): the purchase choice (Single Purchase or Autoship,
// with its frequency), the quantity, and the button, which shows a loading state while the call is in flight and is
// disabled when the food is out of stock. Then the dialog. Product cards have the same controls as plain HTML that one
// script wakes for the whole list (src/lib/cart/card-cart.ts), so a listing carries no island per card.
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { autoshipCtaEvent } from '../lib/analytics/events';
import { analyticsItem, cartEvent, pushEvent } from '../lib/analytics/items';
import { addLimit, MAX_AUTOSHIP_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../lib/cart/limits';
import { showsAutoshipAlert } from '../lib/cart/quantity-input';
import { defaultPlan, type AddToCartProps } from '../lib/cart/add-props';
import { $purchaseChoice, purchaseFromFragment, type PurchaseChoice } from '../lib/cart/purchase-choice';
import { $cart, addVariant, lineFor } from '../lib/cart/store';
import type { LineItem } from '../lib/cart/types';
import { autoshipPriceCents, PURCHASE_LABELS, type PurchaseType } from '../lib/catalog/promos';
import AddedDialog from './parts/AddedDialog';
import QuantityControl from './parts/QuantityControl';

function AddToCart({ product, variant, staff }: AddToCartProps) {
  const offersAutoship = !staff && variant.sellingPlans.length > 0;
  const [purchase, setPurchase] = useState<PurchaseType>('single');
  const [planId, setPlanId] = useState(defaultPlan(variant.sellingPlans));
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [added, setAdded] = useState<{ line: LineItem; quantity: number } | null>(null);
  const [ready, setReady] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setReady(true), []);
  const id = useId();
  const autoship = purchase === 'autoship';
  // What the cart holds already counts, as on the cart page (spec 000 §5); the server's HTML knows no cart.
  const cart = useStore($cart);
  const lines = ready ? (cart?.lineItems ?? []) : [];
  const same = ready ? (lineFor(cart, variant.adminGraphqlId, autoship ? planId : null)?.quantity ?? 0) : 0;
  const { max, message: limitMessage } = addLimit(autoship, lines, same);
  useEffect(() => setQuantity((q) => Math.min(q, max)), [max]);

  const planName = (id: string | null) => variant.sellingPlans.find((p) => p.id === id)?.name ?? '';

  // Autoship chosen by the feeding calculator (issue 42 §2): from this page, which brings the frequency into view and
  // focus, or from another size's page through the address's fragment.
  const planSelect = useRef<HTMLSelectElement>(null);
  const [focusPlan, setFocusPlan] = useState(false);
  const maxRef = useRef(max);
  maxRef.current = max;
  useEffect(() => {
    if (!offersAutoship) return;
    const plans = variant.sellingPlans;
    const apply = (choice: PurchaseChoice | null, focus: boolean) => {
      if (!choice || choice.sku !== variant.sku || !plans.some((p) => p.id === choice.planId)) return;
      setPurchase('autoship');
      setPlanId(choice.planId);
      setQuantity(Math.max(MIN_LINE_QUANTITY, Math.min(choice.quantity, maxRef.current)));
      setFocusPlan(focus);
      pushEvent(autoshipCtaEvent(variant.sku, plans.find((p) => p.id === choice.planId)?.name ?? ''));
    };
    apply(
      purchaseFromFragment(
        window.location.hash,
        variant.sku,
        plans.map((p) => p.id),
      ),
      false,
    );
    return $purchaseChoice.listen((choice) => apply(choice, true));
  }, [offersAutoship, variant.sku, variant.sellingPlans]);
  useEffect(() => {
    if (!focusPlan) return;
    planSelect.current?.focus();
    setFocusPlan(false);
  }, [focusPlan]);

  function choose(next: PurchaseType) {
    setPurchase(next);
    // The autoship call to action of a product page, with the frequency it starts on (spec 001 §7).
    if (next === 'autoship') pushEvent(autoshipCtaEvent(variant.sku, planName(planId)));
  }

  function choosePlan(id: string) {
    setPlanId(id);
    pushEvent(autoshipCtaEvent(variant.sku, planName(id)));
  }

  async function add() {
    setAdding(true);
    setError(null);
    setNotice(null);
    const sellingPlanId = autoship ? planId : null;
    const result = await addVariant({
      adminGraphqlId: variant.adminGraphqlId,
      quantity,
      sellingPlanId,
      weight: variant.weight,
      weightUnit: variant.weightUnit,
    });
    setAdding(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    const { line, added: addedQuantity } = result;
    setNotice(result.notice);
    const unitCents = autoship ? autoshipPriceCents(variant.priceCents) : variant.priceCents;
    pushEvent(
      cartEvent('addToCart', [
        analyticsItem({
          sku: variant.sku,
          title: product.title,
          brand: product.brand,
          productType: product.productType,
          variantTitle: variant.title,
          priceCents: unitCents,
          quantity: addedQuantity,
          discountCents: variant.priceCents - unitCents,
        }),
      ]),
    );
    if (line) setAdded({ line, quantity: addedQuantity });
  }

  return (
    <div className="add-to-cart">
      {offersAutoship ? (
        <fieldset className="purchase-choice">
          <legend>How would you like to buy?</legend>
          {(['single', 'autoship'] as const).map((type) => (
            <label key={type} className={`purchase-option${purchase === type ? ' selected' : ''}`}>
              <input
                type="radio"
                name={`${id}-purchase`}
                value={type}
                checked={purchase === type}
                onChange={() => choose(type)}
                disabled={!ready}
              />
              {PURCHASE_LABELS[type]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="purchase-label">{PURCHASE_LABELS.single}</p>
      )}
      {offersAutoship && autoship && (
        <p className="frequency">
          <label htmlFor={`${id}-plan`}>Deliver</label>{' '}
          <select
            id={`${id}-plan`}
            ref={planSelect}
            value={planId ?? ''}
            onChange={(event) => choosePlan(event.target.value)}
          >
            {variant.sellingPlans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </select>
        </p>
      )}
      <div className="add-row">
        <QuantityControl
          value={quantity}
          min={MIN_LINE_QUANTITY}
          max={max}
          outOfStock={!variant.inStock}
          disabled={!ready}
          label="Quantity"
          {...(limitMessage ? { limitMessage } : {})}
          onChange={setQuantity}
        />
        <button
          ref={addButton}
          type="button"
          className="button add-button"
          disabled={!ready || !variant.inStock || adding}
          aria-busy={adding}
          onClick={add}
        >
          {!variant.inStock ? 'Out of Stock' : adding ? 'Adding…' : 'Add to Cart'}
        </button>
      </div>
      {showsAutoshipAlert(quantity, autoship, MAX_AUTOSHIP_LINE_QUANTITY) && (
        <p className="autoship-alert" role="status">
          You can have up to {MAX_AUTOSHIP_LINE_QUANTITY} of one food on Autoship.
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="limit-notice" role="alert">
          {notice}
        </p>
      )}
      <AddedDialog
        line={added?.line ?? null}
        added={added?.quantity ?? 0}
        showPrice={!staff}
        onClose={() => setAdded(null)}
        opener={addButton}
      />
    </div>
  );
}

// Drawn on the server from its props alone (src/lib/site/island-render.ts keeps what it draws by them).
export default AddToCart;
