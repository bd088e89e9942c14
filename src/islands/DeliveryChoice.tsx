// Where a registered staff member's deliveries go (spec 000 §4 "Staff preferred address choice: clinic or home"): to
// their clinic, or to their home, the default address of their address book. The choice is the customer metafield
// profeeding.preferred_address, kept through update-customer; a refused choice is not shown as saved.
import { useState, type FormEvent } from 'react';
import type { Address } from '../lib/account/address';
import type { Clinic } from '../lib/account/clinic';
import { PREFERRED_ADDRESS_FIELD, type PreferredAddress } from '../lib/account/preferred-address';
import { postJson } from '../lib/site/api-client';
import PostalLines from './parts/PostalLines';
import { useSubmission } from './parts/use-submission';

type Props = { customerId: string; initial: PreferredAddress; clinic: Clinic['address'] | null; home: Address | null };
type Problem = { message: string };

const SAVED: Record<PreferredAddress, string> = {
  clinic: 'Your deliveries now go to your clinic.',
  home: 'Your deliveries now go to your home.',
};

export default function DeliveryChoice({ customerId, initial, clinic, home }: Props) {
  const [choice, setChoice] = useState<PreferredAddress>(initial);
  const [status, setStatus] = useState<string | null>(null);
  const { busy, error, setError, ready, run } = useSubmission();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    return run(async () => {
      const metafields = [{ ...PREFERRED_ADDRESS_FIELD, type: 'single_line_text_field', value: choice }];
      const answer = await postJson<{ customerUpdate: { userErrors: Problem[] } }>('/api/ecom/v1.0/update-customer', {
        customerId,
        updateInput: { metafields },
      });
      if (answer.customerUpdate.userErrors.length > 0) return setError(answer.customerUpdate.userErrors[0]!.message);
      setStatus(SAVED[choice]);
    });
  }

  const option = (
    value: PreferredAddress,
    title: string,
    address: Parameters<typeof PostalLines>[0]['address'] | null,
  ) => (
    <label className={`address-card delivery-option${choice === value ? ' selected' : ''}`}>
      <input
        type="radio"
        name="preferredAddress"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        disabled={!ready} // a choice made before the island works would be undone when it starts
      />
      <span>
        <strong>{title}</strong>
        {address && (
          <>
            <br />
            <PostalLines address={address} />
          </>
        )}
      </span>
    </label>
  );

  return (
    <form className="account-form" onSubmit={save} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Deliveries</h2>
      <fieldset className="delivery-choice">
        <legend>Send my deliveries to</legend>
        {option('clinic', 'My clinic', clinic)}
        {option('home', 'My home', home)}
      </fieldset>
      {!home && (
        <p>
          <span>
            You have no default address yet. <a href="/account/address-book">Add your home address</a> to have
            deliveries sent home.
          </span>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status && <p role="status">{status}</p>}
      <button type="submit" className="button" disabled={!ready || busy} aria-busy={busy}>
        Save Delivery Choice
      </button>
    </form>
  );
}
