// The quantity control (spec 000 §5 "Quantity input"): digits only; on blur the value is brought inside the bounds;
// the buttons stop at the bounds and when the food is out of stock. It reports committed values only. A typed value
// over the maximum is brought down to it and, when the caller says why the maximum is what it is, says so.
import { useEffect, useId, useState } from 'react';
import { clampOnBlur, digitsOnly, overMaximum, stepButtons } from '../../lib/cart/quantity-input';

type Props = {
  value: number;
  min: number;
  max: number;
  outOfStock?: boolean;
  disabled?: boolean;
  label: string;
  /** Why the maximum is what it is (spec 000 §5 limits), shown when a typed value is brought down to it. */
  limitMessage?: string;
  onChange: (quantity: number) => void;
};

export default function QuantityControl({
  value,
  min,
  max,
  outOfStock = false,
  disabled = false,
  label,
  limitMessage,
  onChange,
}: Props) {
  const [text, setText] = useState(String(value));
  const [capped, setCapped] = useState(false);
  useEffect(() => setText(String(value)), [value]);
  const id = useId();
  const buttons = stepButtons(value, min, max, outOfStock);
  const commit = (next: number) => {
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const commitTyped = () => {
    setCapped(overMaximum(text, max));
    commit(clampOnBlur(text, min, max));
  };
  const step = (next: number) => {
    setCapped(false);
    commit(next);
  };
  return (
    <>
      <div className="quantity" role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className="visually-hidden">
          {label}
        </span>
        <button
          type="button"
          className="step"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={disabled || !buttons.decrease}
          onClick={() => step(value - 1)}
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
          onBlur={commitTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitTyped();
          }}
        />
        <button
          type="button"
          className="step"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={disabled || !buttons.increase}
          onClick={() => step(value + 1)}
        >
          +
        </button>
      </div>
      {capped && limitMessage && (
        <p className="quantity-limit" role="alert">
          {limitMessage}
        </p>
      )}
    </>
  );
}
