// Checkout, step 1 (issue: hosted checkout): the email for the receipt and where the order goes. Staff choose their
// clinic or their home; a saved address fills the fields. A guest with autoship lines is asked to sign in first.
import { useState, type FormEvent } from 'react';
import type { Address, AddressInput } from '../lib/account/address';
import { fieldMessages, postStep, problemText } from '../lib/checkout/client';
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
  address: AddressInput | null;
  savedAddresses: Address[];
  acceptsMarketing: boolean;
  needsSignIn: boolean;
};

export default function CheckoutInformation(props: Props) {
  const { busy, error, setError, ready, run } = useSubmission();
  const [location, setLocation] = useState<Location>(props.location);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [filled, setFilled] = useState<{ key: string; address: Partial<AddressInput> }>({
    key: 'saved',
    address: props.address ?? props.savedAddresses.find((a) => a.isDefault) ?? {},
  });

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
        setFieldErrors(fieldMessages(answer.userErrors, 'address'));
        return setError(problemText(answer.userErrors));
      }
      window.location.assign(answer.next);
    });
  }

  const choose = (id: string) => {
    const saved = props.savedAddresses.find((a) => a.id === id);
    if (saved) setFilled({ key: id, address: saved });
  };

  return (
    <form className="account-form checkout-form" onSubmit={save} aria-labelledby="information-heading">
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
              disabled={!props.clinicAddress}
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
              <select id="checkout-saved" defaultValue="" onChange={(e) => choose(e.currentTarget.value)}>
                <option value="">Choose an address</option>
                {props.savedAddresses.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.firstName} {a.lastName}, {a.address1}, {a.city}
                  </option>
                ))}
              </select>
            </p>
          )}
          <AddressFields key={filled.key} idPrefix="checkout" initial={filled.address} errors={fieldErrors} />
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
