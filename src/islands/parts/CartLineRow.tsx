// One line of the cart page: the food, its purchase type, the quantity control bounded by the limits, and Remove.
import { useState } from 'react';
import { quantityChangeEvent } from '../../lib/analytics/events';
import { pushEvent } from '../../lib/analytics/items';
import { limitMessageFor, lineMaximum, MIN_LINE_QUANTITY } from '../../lib/cart/limits';
import { updateVariant } from '../../lib/cart/store';
import type { LineItem } from '../../lib/cart/types';
import StoreImage from './StoreImage';
import { formatMoney } from '../../lib/site/money';
import QuantityControl from './QuantityControl';

type Props = { line: LineItem; cartQuantity: number; busy: boolean };

export default function CartLineRow({ line, cartQuantity, busy }: Props) {
  const [error, setError] = useState<string | null>(null);
  const autoship = line.sellingPlanAllocation !== null;

  async function change(quantity: number) {
    setError(null);
    const before = line.quantity;
    const result = await updateVariant(line.id, quantity);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // What the cart holds now, which the server may have capped, tells what moved (spec 001 §7).
    const after = result.cart?.lineItems.find((l) => l.id === line.id)?.quantity ?? 0;
    const event = quantityChangeEvent(line, before, after);
    if (event) pushEvent(event);
  }

  return (
    <li className="cart-line" data-sku={line.variant.sku}>
      {line.variant.image && <StoreImage src={line.variant.image.url} alt="" width={96} height={96} />}
      <div className="cart-line-body">
        <a className="cart-line-title" href={`/products/${line.product.handle}`}>
          {line.product.title}
        </a>
        <p className="cart-line-meta">
          {line.variant.title} · SKU {line.variant.sku}
        </p>
        <p className="cart-line-meta">
          {autoship ? `Autoship: ${line.sellingPlanAllocation?.sellingPlan.name}` : 'Single Purchase'}
        </p>
        <p className="cart-line-price">
          {formatMoney(line.cost.amountPerQuantity)} each
          {line.variant.compareAtPrice && (
            <s>
              <span className="visually-hidden">was </span>
              {formatMoney(line.variant.compareAtPrice)}
            </s>
          )}
        </p>
        <div className="cart-line-actions">
          <QuantityControl
            value={line.quantity}
            min={MIN_LINE_QUANTITY}
            max={Math.max(line.quantity, lineMaximum(autoship, cartQuantity, line.quantity))}
            disabled={busy}
            label={`Quantity of ${line.product.title}`}
            limitMessage={limitMessageFor(autoship, cartQuantity, line.quantity)}
            onChange={change}
          />
          <button type="button" className="link-button" disabled={busy} onClick={() => change(0)}>
            Remove<span className="visually-hidden"> {line.product.title}</span>
          </button>
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="cart-line-subtotal">{formatMoney(line.cost.subtotalAmount)}</p>
    </li>
  );
}
