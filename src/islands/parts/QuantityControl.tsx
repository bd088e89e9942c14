// The quantity control (spec 000 §5 "Quantity input"): digits only; on blur the value is brought inside the bounds;
// the buttons stop at the bounds and when the food is out of stock. It reports committed values only.
import { useEffect, useId, useState } from 'react';
import { clampOnBlur, digitsOnly, stepButtons } from '../../lib/cart/quantity-input';

type Props = {
  value: number;
  min: number;
  max: number;
  outOfStock?: boolean;
  disabled?: boolean;
  label: string;
  onChange: (quantity: number) => void;
};

export default function QuantityControl({
  value,
  min,
  max,
  outOfStock = false,
  disabled = false,
  label,
  onChange,
}: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const id = useId();
  const buttons = stepButtons(value, min, max, outOfStock);
  const commit = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <div className="quantity" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="visually-hidden">
        {label}
      </span>
      <button
        type="button"
        className="step"
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={disabled || !buttons.decrease}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        id={id}
        aria-label={label}
        inputMode="numeric"
        pattern="[0-9]*"
        value={text}
        disabled={disabled || outOfStock}
        onChange={(event) => setText(digitsOnly(event.target.value))}
        onBlur={() => commit(clampOnBlur(text, min, max))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(clampOnBlur(text, min, max));
        }}
      />
      <button
        type="button"
        className="step"
        aria-label={`Increase ${label.toLowerCase()}`}
        disabled={disabled || !buttons.increase}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
