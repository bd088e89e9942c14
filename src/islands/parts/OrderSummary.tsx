// The Order Summary panel of the cart page (spec 000 §2 Cart page; spec 001 §2): the cost lines (clinic staff see
// Subtotal Before Savings, Program Discount, Cart Subtotal and Estimated Total), Total Savings when there are any, the discount codes,
// the note on tax, shipping and the $4 Alaska and Hawaii charge, and the way on.
import { useState, type FormEvent } from 'react';
import { setDiscountCodes } from '../../lib/cart/store';
import type { Cart } from '../../lib/cart/types';
import { cents, formatMoney, money } from '../../lib/site/money';

export const TAX_AND_SHIPPING_NOTE =
  'Tax and shipping are calculated at checkout. Shipments to Alaska and Hawaii include a $4 service charge.';

type Props = { cart: Cart; staff: boolean; busy: boolean };

const Row = ({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) => (
  <div className="summary-row">
    <dt>{label}</dt>
    <dd>{negative ? `-${value}` : value}</dd>
  </div>
);

export default function OrderSummary({ cart, staff, busy }: Props) {
  const [message, setMessage] = useState<string | null>(null);
  const { cost } = cart;
  const program = cents(cost.programDiscountAmount);
  const cartSubtotal = money(cents(cost.subtotalAmount) - program);

  // The field is read from the form, not from state: what a shopper typed before the island woke up still counts.
  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const entered = String(new FormData(form).get('code') ?? '')
      .trim()
      .toUpperCase();
    if (!entered) return setMessage('Enter a discount code.');
    const result = await setDiscountCodes([...cart.discountCodes.map((c) => c.code), entered]);
    if (!result.ok) return setMessage(result.message);
    // The code's row in the list below now says what it does; the list announces it.
    setMessage(null);
    form.reset();
  }

  const remove = (removed: string) =>
    setDiscountCodes(cart.discountCodes.map((c) => c.code).filter((c) => c !== removed));

  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <dl>
        {staff ? (
          <>
            <Row label="Subtotal Before Savings" value={formatMoney(cost.subtotalAmount)} />
            <Row label="Program Discount" value={formatMoney(cost.programDiscountAmount)} negative />
            <Row label="Cart Subtotal" value={formatMoney(cartSubtotal)} />
          </>
        ) : (
          <Row label="Subtotal" value={formatMoney(cost.subtotalAmount)} />
        )}
        {cents(cost.discountCodesAmount) > 0 && (
          <Row label="Discounts" value={formatMoney(cost.discountCodesAmount)} negative />
        )}
        {cents(cost.totalSavingsAmount) > 0 && (
          <Row label="Total Savings" value={formatMoney(cost.totalSavingsAmount)} />
        )}
        <div className="summary-row summary-total">
          <dt>Estimated Total</dt>
          <dd data-testid="estimated-total">{formatMoney(cost.totalAmount)}</dd>
        </div>
      </dl>
      {!staff && (
        <form className="discount-form" onSubmit={apply} noValidate>
          <label htmlFor="discount-code">Discount code</label>
          <div className="discount-row">
            <input id="discount-code" name="code" defaultValue="" autoComplete="off" maxLength={64} />
            <button type="submit" className="button secondary" disabled={busy}>
              Apply
            </button>
          </div>
          <p className="discount-message" aria-live="polite">
            {message}
          </p>
          {cart.discountCodes.length > 0 && (
            <ul className="discount-codes" aria-live="polite">
              {cart.discountCodes.map((c) => (
                <li key={c.code} className={c.applicable ? 'applied' : 'not-applied'}>
                  <span>{c.message}</span>{' '}
                  <button type="button" className="link-button" onClick={() => remove(c.code)} disabled={busy}>
                    Remove<span className="visually-hidden"> {c.code}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </form>
      )}
      <p className="summary-note">{TAX_AND_SHIPPING_NOTE}</p>
    </aside>
  );
}
