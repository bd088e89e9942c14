// A list field: its items in order, each with Move up, Move down and Remove, and an Add button at the end. A moved
// item keeps the keyboard focus, so a list can be reordered with the keyboard alone. A carousel's products also get
// a product picker, and the deals' SKUs a picker of sizes, each SKU named by its product and size.
import { useEffect, useRef } from 'react';
import type { z } from 'zod/v4';
import { describeField, emptyValue, moveItem, type Path } from '../../lib/studio/fields';
import FieldError from './FieldError';
import { fieldIds, useForm } from './form-context';
import ProductPicker from './ProductPicker';
import SchemaField from './SchemaField';
import SkuName from './SkuName';

type Props = { name: string; label: string; element: z.ZodType; path: Path; value: unknown[] };

/** What an item is called in its buttons: "Product 2", "Item 3". */
const NOUNS: Record<string, string> = {
  handles: 'Product',
  suggestions: 'Suggestion',
  skus: 'SKU',
  benefits: 'Benefit',
  ingredients: 'Ingredient',
  analysis: 'Nutrient',
  columns: 'Column',
  rows: 'Row',
  amounts: 'Amount',
  gallery: 'Picture',
};
const itemNoun = (name: string) => NOUNS[name] ?? 'Item';

/** The lists whose items are picked from the catalogue, and what of it each item keeps. */
const PICKED: Record<string, 'handle' | 'sku'> = { handles: 'handle', skus: 'sku' };

/** A few words that tell items apart in their heading: the first text the item holds. */
function summary(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object')
    for (const v of Object.values(item)) if (typeof v === 'string' && v.trim()) return v;
  return '';
}

export default function ArrayField({ name, label, element, path, value }: Props) {
  const form = useForm();
  const { id, errorId, error } = fieldIds(path, form.errors);
  const focusNext = useRef<string | null>(null);
  const noun = itemNoun(name);
  const kind = describeField(element).field.kind;
  const isObject = kind === 'object';
  // A list of words or numbers reads best one line an item: the control with its buttons beside it.
  const isScalar = kind !== 'object' && kind !== 'array' && kind !== 'json';
  const picked = PICKED[name];

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: unknown[], focus: string | null = null) => {
    focusNext.current = focus;
    form.onChange(path, next);
  };
  const move = (from: number, to: number, button: 'up' | 'down') => {
    const atEdge = (button === 'up' && to === 0) || (button === 'down' && to === value.length - 1);
    change(moveItem(value, from, to), `${id}-${to}-${atEdge ? (button === 'up' ? 'down' : 'up') : button}`);
  };

  return (
    <fieldset className="studio-group studio-list" aria-describedby={error ? errorId : undefined}>
      <legend>
        {label} <span className="studio-muted">({value.length})</span>
      </legend>
      <FieldError id={errorId} message={error} />
      {value.length === 0 && <p className="studio-muted">None yet.</p>}
      <ol className="studio-items">
        {value.map((item, index) => {
          const itemName = `${noun} ${index + 1}`;
          const actions = (
            <span className="studio-item-actions">
              <button
                type="button"
                id={`${id}-${index}-up`}
                className="studio-icon-button"
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                <span aria-hidden="true">↑</span>
                <span className="visually-hidden">Move {itemName} up</span>
              </button>
              <button
                type="button"
                id={`${id}-${index}-down`}
                className="studio-icon-button"
                disabled={index === value.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                <span aria-hidden="true">↓</span>
                <span className="visually-hidden">Move {itemName} down</span>
              </button>
              <button
                type="button"
                id={`${id}-${index}-remove`}
                className="studio-icon-button studio-remove"
                onClick={() =>
                  change(
                    value.filter((_, i) => i !== index),
                    value.length > 1 ? `${id}-${Math.min(index, value.length - 2)}-remove` : `${id}-add`,
                  )
                }
              >
                <span aria-hidden="true">✕</span>
                <span className="visually-hidden">Remove {itemName}</span>
              </button>
            </span>
          );
          if (isScalar)
            return (
              <li key={index} className="studio-row">
                <SchemaField name={name} label={itemName} schema={element} path={[...path, index]} value={item} />
                {actions}
              </li>
            );
          return (
            <li key={index}>
              <fieldset className="studio-item">
                <legend className="studio-item-title">
                  {itemName}
                  {summary(item) && <span className="studio-muted">: {summary(item)}</span>}
                  {name === 'skus' && <SkuName sku={summary(item)} />}
                </legend>
                {actions}
                <SchemaField
                  name={name}
                  label={`${itemName} value`}
                  schema={element}
                  path={[...path, index]}
                  value={item}
                  bare={isObject}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {picked && (
        <ProductPicker
          pick={picked}
          chosen={value.map((item) => summary(item))}
          onAdd={(chosen) => change([...value, { [picked]: chosen }], null)}
        />
      )}
      <button
        type="button"
        id={`${id}-add`}
        className="button secondary studio-add"
        onClick={() => change([...value, emptyValue(element)], null)}
      >
        Add {picked === 'sku' ? noun : noun.toLowerCase()}
        {picked && ` by ${picked === 'sku' ? 'hand' : 'handle'}`}
      </button>
    </fieldset>
  );
}
