// A single control: text (a line, a text area for long text, a link with the shop's paths to pick from), number,
// checkbox, choice (a carousel's background offers only its allowed colours), or JSON for a free-form value.
import { useState } from 'react';
import { CAROUSEL_COLOURS } from '../../lib/content/carousel';
import { REDIRECT_STATUS_TEXT } from '../../lib/site/navigation-guard';
import { isLongText, type FieldInfo, type Path } from '../../lib/studio/fields';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';
import { fieldIds, useForm } from './form-context';

type Props = { name: string; label: string; info: FieldInfo; path: Path; value: unknown; required: boolean };

const isLink = (name: string) => name === 'url' || name === 'href';

/** A choice as the editor reads it: a colour with its value, a redirect status with what it means. */
function optionText(name: string, option: string): string {
  if (name === 'bg_color') return `${option} (${CAROUSEL_COLOURS[option as keyof typeof CAROUSEL_COLOURS]})`;
  const status = REDIRECT_STATUS_TEXT[Number(option) as keyof typeof REDIRECT_STATUS_TEXT];
  return name === 'statusCode' && status ? `${option}: ${status}` : option;
}

export default function ScalarField({ name, label, info, path, value, required }: Props) {
  const form = useForm();
  const { id, errorId, error, invalid } = fieldIds(path, form.errors);
  const { field } = info;
  const set = (next: unknown) => form.onChange(path, next);
  const setText = (text: string) => set(text === '' && info.optional ? undefined : text);
  const hintId = `${id}-hint`;
  const describedBy = [invalid['aria-describedby'], isLink(name) ? hintId : null].filter(Boolean).join(' ');
  const common = {
    id,
    required,
    'aria-invalid': invalid['aria-invalid'],
    'aria-describedby': describedBy || undefined,
  };

  let control;
  if (field.kind === 'boolean')
    return (
      <div className="studio-field studio-check">
        <input {...common} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
        <FieldLabel htmlFor={id} text={label} required={false} />
        <FieldError id={errorId} message={error} />
      </div>
    );
  if (field.kind === 'number')
    control = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        step={field.integer ? 1 : 'any'}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        value={typeof value === 'number' ? value : ''}
        onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  else if (field.kind === 'enum')
    control = (
      <span className="studio-select-row">
        {name === 'bg_color' && (
          <span
            className="studio-swatch"
            aria-hidden="true"
            style={{ background: CAROUSEL_COLOURS[value as keyof typeof CAROUSEL_COLOURS] ?? 'transparent' }}
          />
        )}
        <select
          {...common}
          value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
          onChange={(e) => set(field.numeric ? Number(e.target.value) : e.target.value)}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {optionText(name, option)}
            </option>
          ))}
        </select>
      </span>
    );
  else if (field.kind === 'json') control = <JsonInput common={common} value={value} onValue={set} />;
  else if (isLongText(name, field.kind === 'string' ? field.maxLength : null))
    control = (
      <textarea
        {...common}
        rows={4}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => setText(e.target.value)}
      />
    );
  else
    control = (
      <input
        {...common}
        type="text"
        list={isLink(name) ? form.linksId : undefined}
        autoComplete="off"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => setText(e.target.value)}
      />
    );

  return (
    <div className="studio-field">
      <FieldLabel htmlFor={id} text={label} required={required} />
      {isLink(name) && (
        <p id={hintId} className="studio-hint">
          A path on this shop such as /products/dog, or a full https:// address.
        </p>
      )}
      {control}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

type Common = { id: string; required: boolean; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A free-form value (a global setting) as JSON; text that is not JSON yet is kept until it is. */
function JsonInput({ common, value, onValue }: { common: Common; value: unknown; onValue: (v: unknown) => void }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <>
      <textarea
        {...common}
        className="studio-code"
        rows={4}
        value={text}
        aria-invalid={bad || common['aria-invalid']}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onValue(JSON.parse(e.target.value));
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <p className="studio-field-error">This is not valid JSON yet: the last valid value is kept.</p>}
    </>
  );
}
