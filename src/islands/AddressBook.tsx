// The address book (spec 000 §2 Address Book): the saved addresses with the default first, and adding, editing,
// deleting and choosing the default, each answered by the shop before the list changes.
import { useState, type FormEvent } from 'react';
import type { Address } from '../lib/account/address';
import { postJson } from '../lib/http/client';
import { US_STATES } from '../lib/site/us-states';
import PostalLines from './parts/PostalLines';
import { useSubmission } from './parts/use-submission';

type Problem = { message: string };
type Props = { initial: Address[] };
const api = (name: string) => `/api/ecom/v1.0/${name}`;

function AddressForm({ address, onSaved, onCancel }: { address: Address | null; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { busy, error, setError, run } = useSubmission();
  const field = (name: keyof Address) => (address ? String(address[name] ?? '') : '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const input = {
      firstName: value('firstName'), lastName: value('lastName'), company: value('company') || null, address1: value('address1'), address2: value('address2') || null,
      city: value('city'), provinceCode: value('provinceCode'), zip: value('zip'), countryCode: 'US', phone: value('phone') || null, homeDeliveryOnly: form.get('homeDeliveryOnly') === 'on',
    };
    await run(async () => {
      const answer = address
        ? await postJson<{ customerUserErrors: Problem[] }>(api('customer-address-update'), { id: address.id, address: input })
        : await postJson<{ customerUserErrors: Problem[] }>(api('customer-address-create'), { address: input });
      if (answer.customerUserErrors.length > 0) return setError(answer.customerUserErrors.map((p) => p.message).join(' '));
      await onSaved();
    });
  }

  const input = (name: keyof Address, label: string, extra: Record<string, unknown> = {}) => (
    <p><label htmlFor={`address-${name}`}>{label}</label><input id={`address-${name}`} name={name} defaultValue={field(name)} {...extra} /></p>
  );
  return (
    <form className="account-form address-form" onSubmit={save} aria-label={address ? 'Edit address' : 'New address'}>
      {input('firstName', 'First name', { required: true, maxLength: 80, autoComplete: 'given-name' })}
      {input('lastName', 'Last name', { required: true, maxLength: 80, autoComplete: 'family-name' })}
      {input('company', 'Company (optional)', { maxLength: 120, autoComplete: 'organization' })}
      {input('address1', 'Address', { required: true, maxLength: 120, autoComplete: 'address-line1' })}
      {input('address2', 'Apartment, suite, etc. (optional)', { maxLength: 120, autoComplete: 'address-line2' })}
      {input('city', 'City', { required: true, maxLength: 80, autoComplete: 'address-level2' })}
      <p>
        <label htmlFor="address-provinceCode">State</label>
        <select id="address-provinceCode" name="provinceCode" defaultValue={field('provinceCode')} required autoComplete="address-level1">
          <option value="">Choose a state</option>
          {US_STATES.map((s) => <option key={s.code} value={s.code}>{s.name}</option>)}
        </select>
      </p>
      {input('zip', 'ZIP code', { required: true, inputMode: 'numeric', pattern: '[0-9]{5}', maxLength: 5, autoComplete: 'postal-code' })}
      {input('phone', 'Phone (optional)', { type: 'tel', maxLength: 20, autoComplete: 'tel' })}
      <p className="check"><label><input type="checkbox" name="homeDeliveryOnly" defaultChecked={address?.homeDeliveryOnly ?? false} /> This address takes home delivery only</label></p>
      {error && <p className="form-error" role="alert">{error}</p>}
      <p className="address-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>Save Address</button>
        <button type="button" className="button secondary" onClick={onCancel}>Cancel</button>
      </p>
    </form>
  );
}

export default function AddressBook({ initial }: Props) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const { busy, error, setError, ready, run } = useSubmission();

  async function reload() {
    setAddresses((await postJson<{ addresses: Address[] }>('/api/account/addresses', {})).addresses);
    setEditing(null);
  }
  const act = (name: string, body: Record<string, unknown>) =>
    run(async () => {
      const answer = await postJson<{ customerUserErrors: Problem[] }>(api(name), body);
      if (answer.customerUserErrors.length > 0) return setError(answer.customerUserErrors[0]!.message);
      await reload();
    });

  if (editing) return <AddressForm address={editing === 'new' ? null : editing} onSaved={reload} onCancel={() => setEditing(null)} />;
  return (
    <div className="address-book">
      {addresses.length === 0 ? <p>You have no saved addresses yet.</p> : (
        <ul className="address-list">
          {addresses.map((a) => (
            <li key={a.id} className="address-card" aria-label={`${a.firstName} ${a.lastName}, ${a.address1}`}>
              {a.isDefault && <p className="address-default">Default address</p>}
              <address>
                {a.firstName} {a.lastName}<br />
                {a.company && <>{a.company}<br /></>}
                <PostalLines address={a} />
              </address>
              <p className="address-actions">
                <button type="button" className="link-button" disabled={!ready || busy} onClick={() => setEditing(a)}>Edit<span className="visually-hidden"> {a.address1}</span></button>
                {!a.isDefault && <button type="button" className="link-button" disabled={!ready || busy} onClick={() => act('update-customer-default-address', { addressId: a.id })}>Set as default<span className="visually-hidden"> {a.address1}</span></button>}
                <button type="button" className="link-button" disabled={!ready || busy} onClick={() => act('customer-address-delete', { id: a.id })}>Delete<span className="visually-hidden"> {a.address1}</span></button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
      <button type="button" className="button" disabled={!ready} onClick={() => setEditing('new')}>Add Address</button>
    </div>
  );
}
