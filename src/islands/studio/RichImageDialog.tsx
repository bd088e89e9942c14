// Puts a library image in rich text: chosen with the library's picker (or uploaded there), then described for people
// who cannot see it. The description starts as the library's and may be changed for the page; without one the image
// is not put in (the server would drop it), and the dialog says so beside the field.
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_ALT_LENGTH } from '../../lib/images/upload-rules';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';
import ImagePicker, { type Picked } from './ImagePicker';
import ImageThumb from './ImageThumb';
import StudioDialog from './StudioDialog';

const NO_ALT = 'Describe the image for people who cannot see it: it is not put in without a description.';

export default function RichImageDialog({ onDone }: { onDone: (image: Picked | null) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => input.current?.focus(), [picked]);

  if (!picked)
    return (
      <ImagePicker
        onPick={(image) => {
          setPicked(image);
          setAlt(image.alt);
          setError(undefined);
        }}
        onClose={() => onDone(null)}
      />
    );

  const insert = () => {
    if (alt.trim()) return onDone({ ...picked, alt: alt.trim() });
    setError(NO_ALT);
    input.current?.focus();
  };

  return (
    <StudioDialog title="Describe the image" onClose={() => onDone(null)}>
      <div className="studio-rich-image">
        <ImageThumb id={picked.id} />
        <div className="studio-field">
          <FieldLabel htmlFor={id} text="Description (alt text)" required />
          <p id={`${id}-hint`} className="studio-hint">
            What the image shows, for people who cannot see it. It starts as the library’s description; change it to
            suit this page.
          </p>
          <input
            id={id}
            ref={input}
            type="text"
            required
            maxLength={MAX_ALT_LENGTH}
            value={alt}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              setAlt(e.target.value);
              if (e.target.value.trim()) setError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault(); // Enter in the entry's form would save it
              insert();
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
      <p className="studio-alert-actions">
        <button type="button" className="button studio-small" onClick={insert}>
          Insert image
        </button>
        <button type="button" className="button secondary studio-small" onClick={() => setPicked(null)}>
          Choose another image
        </button>
      </p>
    </StudioDialog>
  );
}
