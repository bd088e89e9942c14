// An entry's image: chosen from the library (or uploaded on the spot) rather than typed as an id, shown as it will
// look, with the words that describe it for people who cannot see it.
import { useState } from 'react';
import type { FieldInfo, Path } from '../../lib/studio/fields';
import FieldError from './FieldError';
import { fieldIds, useForm } from './form-context';
import ImagePicker, { type Picked } from './ImagePicker';
import ImageThumb from './ImageThumb';
import ScalarField from './ScalarField';

type Props = { label: string; path: Path; value: unknown; required: boolean; altInfo: FieldInfo };

export default function ImageField({ label, path, value, required, altInfo }: Props) {
  const form = useForm();
  const [picking, setPicking] = useState(false);
  const image = (value && typeof value === 'object' ? value : {}) as { id?: unknown; alt?: unknown };
  const chosen = typeof image.id === 'string' && image.id !== '' ? image.id : null;
  const group = fieldIds(path, form.errors);
  const idField = fieldIds([...path, 'id'], form.errors);

  const pick = (picked: Picked) => {
    setPicking(false);
    form.onChange(path, { id: picked.id, alt: picked.alt });
  };

  return (
    <fieldset className="studio-group studio-image-field">
      <legend>
        {label}
        {required && (
          <span className="studio-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <FieldError id={group.errorId} message={group.error} />
      <div className="studio-image-current">
        {chosen ? <ImageThumb id={chosen} /> : <p className="studio-muted">No image chosen.</p>}
        <div className="studio-image-buttons">
          {chosen && <code className="studio-image-id">{chosen}</code>}
          <button
            type="button"
            className="button secondary studio-small"
            aria-describedby={idField.error ? idField.errorId : undefined}
            onClick={() => setPicking(true)}
          >
            {chosen ? 'Change image…' : 'Choose image…'}
          </button>
          {chosen && !required && (
            <button
              type="button"
              className="button secondary studio-small studio-danger"
              onClick={() => form.onChange(path, undefined)}
            >
              Remove image
            </button>
          )}
        </div>
      </div>
      <FieldError id={idField.errorId} message={idField.error} />
      {chosen && (
        <>
          <ScalarField
            name="alt"
            label="Description (alt text)"
            info={altInfo}
            path={[...path, 'alt']}
            value={image.alt}
            required={false}
          />
          <p className="studio-hint">
            Filled in from the library. Leave it empty only for an icon whose words beside it say everything.
          </p>
        </>
      )}
      {picking && <ImagePicker onPick={pick} onClose={() => setPicking(false)} />}
    </fieldset>
  );
}
