// Lets a shopper say where to deliver (spec 000 §1): the ZIP is checked by the server, kept in a cookie for the pages
// and as `zip::HOME` in local storage (spec 000 §3), and the page reloads to show stock for it. A signed-in shopper
// picks one of their saved addresses or types a ZIP, as a guest does.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../lib/account/address';
import { isZipFormat } from '../lib/site/zip';
import { postJson, shopperMessage } from '../lib/site/api-client';
import '../styles/location.css';

type Answer = { location: string | null; userErrors: { message: string }[] };
type Saved = Pick<
  Address,
  'id' | 'firstName' | 'lastName' | 'address1' | 'city' | 'provinceCode' | 'zip' | 'isDefault'
>;
/** A saved address's id, or `zip` for the typed ZIP. */
type Choice = string;
const TYPED = 'zip';

function ZipChooser({ zip, signedIn = false }: { zip: string; signedIn?: boolean }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(zip);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** A signed-in shopper's addresses: null until they have come. */
  const [addresses, setAddresses] = useState<Saved[] | null>(null);
  const [choice, setChoice] = useState<Choice>(TYPED);
  const inputId = useId();
  const errorId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const listed = signedIn && addresses !== null && addresses.length > 0;

  // Escape closes the panel and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  useEffect(() => {
    if (!open || !signedIn || addresses !== null) return;
    postJson<{ addresses: Saved[] }>('/api/account/addresses')
      .then(({ addresses: found }) => {
        setAddresses(found);
        // The address the shop delivers to now is the one chosen; a typed ZIP no address has stays typed.
        const current = found.find((a) => a.isDefault && a.zip === zip) ?? found.find((a) => a.zip === zip);
        setChoice(current?.id ?? TYPED);
      })
      .catch(() => setAddresses([]));
  }, [open, signedIn, addresses, zip]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const chosen = choice === TYPED ? value : (addresses?.find((a) => a.id === choice)?.zip ?? value);
    if (!isZipFormat(chosen)) {
      setError('Enter a five-digit ZIP code.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const answer = await postJson<Answer>('/api/user-location', { zipCode: chosen });
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

  const zipField = (
    <input
      id={inputId}
      name="zipCode"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={5}
      value={value}
      aria-invalid={error !== null && choice === TYPED}
      aria-describedby={error ? errorId : undefined}
      onFocus={() => setChoice(TYPED)}
      onChange={(e) => {
        setChoice(TYPED);
        setValue(e.target.value.replace(/\D/g, '').slice(0, 5));
      }}
    />
  );

  return (
    <div className="zip-chooser">
      <button ref={toggle} type="button" className="zip-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        Deliver to <strong>{zip}</strong>
      </button>
      {open && (
        <form className={listed ? 'zip-form zip-form-addresses' : 'zip-form'} onSubmit={save} noValidate>
          {signedIn && addresses === null && <p className="zip-loading">Loading your addresses…</p>}
          {listed ? (
            <fieldset className="zip-places">
              <legend>Where should we deliver?</legend>
              {addresses.map((a) => (
                <label key={a.id} className="zip-place">
                  <input
                    type="radio"
                    name="deliverTo"
                    value={a.id}
                    checked={choice === a.id}
                    onChange={() => setChoice(a.id)}
                  />
                  <span>
                    <strong>
                      {a.firstName} {a.lastName}
                    </strong>
                    <br />
                    {a.address1}, {a.city}, {a.provinceCode} {a.zip}
                  </span>
                </label>
              ))}
              <label className="zip-place">
                <input
                  type="radio"
                  name="deliverTo"
                  value={TYPED}
                  checked={choice === TYPED}
                  onChange={() => setChoice(TYPED)}
                />
                <span>Another ZIP code</span>
              </label>
              <label htmlFor={inputId} className="visually-hidden">
                ZIP code
              </label>
              {zipField}
            </fieldset>
          ) : (
            <>
              <label htmlFor={inputId}>ZIP code</label>
              {zipField}
            </>
          )}
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

// Drawn on the server from its props alone (src/lib/site/island-render.ts keeps what it draws by them).
export default ZipChooser;
