// Lets a guest say where to deliver (spec 000 §1): the ZIP is checked by the server, kept in a cookie for the pages
// and as `zip::HOME` in local storage (spec 000 §3), and the page reloads to show stock for it.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isZipFormat } from '../lib/site/zip';
import { postJson, shopperMessage } from '../lib/site/api-client';

type Answer = { location: string | null; userErrors: { message: string }[] };

export default function ZipChooser({ zip }: { zip: string }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(zip);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Until the island has hydrated the button could not respond, so it is not offered as usable.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const inputId = useId();
  const errorId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!isZipFormat(value)) {
      setError('Enter a five-digit ZIP code.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const answer = await postJson<Answer>('/api/user-location', { zipCode: value });
      if (answer.location === null) {
        setError(answer.userErrors[0]?.message ?? 'We could not use that ZIP code.');
        return;
      }
      localStorage.setItem('location', answer.location);
      window.location.reload();
    } catch (failure) {
      setError(shopperMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="zip-chooser">
      <button
        type="button"
        className="zip-toggle"
        aria-expanded={open}
        disabled={!ready}
        onClick={() => setOpen(!open)}
      >
        Deliver to <strong>{zip}</strong>
      </button>
      {open && (
        <form className="zip-form" onSubmit={save} noValidate>
          <label htmlFor={inputId}>ZIP code</label>
          <input
            id={inputId}
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={value}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 5))}
          />
          <button type="submit" className="button" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          {error && (
            <p id={errorId} role="alert" className="zip-error">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
