// Checkout, step 1 (issue: hosted checkout): the email for the receipt and where the order goes. Staff choose their
// clinic or their home; a saved address, or the ZIP chosen for delivery, fills the fields. A refused field says why
// beside itself until the shopper changes it. A guest with autoship lines is asked to sign in first.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Address, AddressInput } from '../lib/account/address';
import { asksHomeDeliveryOnly } from '../lib/checkout/attributes';
import { fieldMessages, fieldsClearedBy, postStep, problemText, unplacedProblems } from '../lib/checkout/client';
import AddressFields, { readAddress } from './parts/AddressFields';
import PostalLines from './parts/PostalLines';
import { useSubmission } from './parts/use-submission';
import StepActions from './parts/StepActions';

type Location = 'ship_to_home' | 'ship_to_work';
type Props = {
  email: string | null;
  signedIn: boolean;
  staff: boolean;
  clinicAddress: AddressInput | null;
  location: Location;
  /** What the home address fields start with: a saved address (with its id), or some of the fields. */
  prefill: Partial<AddressInput> & { id?: string };
  savedAddresses: Address[];
  acceptsMarketing: boolean;
  needsSignIn: boolean;
};

export default function CheckoutInformation(props: Props) {
  const { busy, error, setError, ready, run } = useSubmission();
  const [location, setLocation] = useState<Location>(props.location);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [filled, setFilled] = useState<{ key: string; address: Partial<AddressInput> }>({
    key: 'prefill',
    address: props.prefill,
  });
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // After a refusal the first marked field takes the focus, so its message is read and it can be put right at once.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  if (props.needsSignIn) {
    return (
      <div className="notice">
        <p>An Autoship belongs to your account, so sign in or create one to check out.</p>
        <p className="checkout-actions">
          <a className="button" href={`/shelter/login?redirect=${btoa('/checkout')}`}>
            Log In
          </a>
          <a className="button secondary" href="/shelter/register">
            Create Account
          </a>
        </p>
      </div>
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const toClinic = location === 'ship_to_work';
    await run(async () => {
      const answer = await postStep('information', {
        email: String(form.get('email') ?? '').trim(),
        location,
        address: toClinic ? null : readAddress(form),
        acceptsMarketing: form.get('acceptsMarketing') === 'on',
      });
      if (answer.userErrors.length > 0 || !answer.next) {
        const others = unplacedProblems(answer.userErrors, 'address');
        setFieldErrors(fieldMessages(answer.userErrors, 'address'));
        setRefusals((n) => n + 1);
        return setError(others.length > 0 || answer.userErrors.length === 0 ? problemText(others) : null);
      }
      window.location.assign(answer.next);
    });
  }

  const choose = (id: string) => {
    const saved = props.savedAddresses.find((a) => a.id === id);
    if (!saved) return;
    setFilled({ key: id, address: saved });
    setFieldErrors({});
  };

  /** A message goes as soon as the shopper changes the field it is about. */
  const changed = (field: string) => {
    const cleared = fieldsClearedBy(field).filter((name) => fieldErrors[name]);
    if (cleared.length === 0) return;
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => !cleared.includes(name))));
  };

  return (
    <form
      ref={form}
      className="account-form checkout-form"
      onSubmit={save}
      onChange={({ target }) => {
        if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) changed(target.name);
      }}
      aria-labelledby="information-heading"
    >
      <h2 id="information-heading">Contact</h2>
      <p>
        <label htmlFor="checkout-email">Email</label>
        <input
          id="checkout-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={props.email ?? ''}
          readOnly={props.signedIn}
        />
      </p>
      <p className="check">
        <label>
          <input type="checkbox" name="acceptsMarketing" defaultChecked={props.acceptsMarketing} /> Email me news and
          offers
        </label>
      </p>
      <h2>Shipping address</h2>
      {props.staff && (
        <fieldset className="checkout-location">
          <legend>Ship to</legend>
          <label>
            <input
              type="radio"
              name="location"
              value="ship_to_work"
              checked={location === 'ship_to_work'}
              onChange={() => setLocation('ship_to_work')}
              disabled={!ready || !props.clinicAddress} // a choice made before the island works would be undone
            />{' '}
            My clinic
          </label>
          <label>
            <input
              type="radio"
              name="location"
              value="ship_to_home"
              checked={location === 'ship_to_home'}
              onChange={() => setLocation('ship_to_home')}
              disabled={!ready}
            />{' '}
            My home
          </label>
        </fieldset>
      )}
      {location === 'ship_to_work' && props.clinicAddress ? (
        <address className="checkout-address">
          <PostalLines address={props.clinicAddress} />
        </address>
      ) : (
        <>
          {props.savedAddresses.length > 0 && (
            <p>
              <label htmlFor="checkout-saved">Use a saved address</label>
              <select
                id="checkout-saved"
                defaultValue={props.savedAddresses.some((a) => a.id === props.prefill.id) ? props.prefill.id : ''}
                onChange={(e) => choose(e.currentTarget.value)}
              >
                <option value="">Choose an address</option>
                {props.savedAddresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.firstName} {a.lastName}, {a.address1}, {a.city}
                  </option>
                ))}
              </select>
            </p>
          )}
          <AddressFields
            key={filled.key}
            idPrefix="checkout"
            initial={filled.address}
            errors={fieldErrors}
            showHomeDeliveryOnly={asksHomeDeliveryOnly(props.staff)}
          />
        </>
      )}
      <StepActions
        error={error}
        ready={ready}
        busy={busy}
        label="Continue to delivery"
        back={{ href: '/cart', text: 'Return to cart' }}
      />
    </form>
  );
}
