// The address book (spec 000 §2 Address Book): the saved addresses with the default first, and adding, editing,
// deleting (once the shopper confirms, told which address becomes the default) and choosing the default, each
// answered by the shop before the list changes.
import { useState, type FormEvent } from 'react';
import { addressLine, defaultAfterDeleting, type Address } from '../lib/account/address';
import { postJson } from '../lib/site/api-client';
import AddressFields, { readAddress } from './parts/AddressFields';
import ConfirmDialog from './parts/ConfirmDialog';
import PostalLines from './parts/PostalLines';
import { useSubmission } from './parts/use-submission';

type Problem = { message: string };
type Props = { initial: Address[] };
const api = (name: string) => `/api/ecom/v1.0/${name}`;

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const { busy, error, setError, run } = useSubmission();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readAddress(new FormData(event.currentTarget));
    await run(async () => {
      const answer = address
        ? await postJson<{ customerUserErrors: Problem[] }>(api('customer-address-update'), {
            id: address.id,
            address: input,
          })
        : await postJson<{ customerUserErrors: Problem[] }>(api('customer-address-create'), { address: input });
      if (answer.customerUserErrors.length > 0)
        return setError(answer.customerUserErrors.map((p) => p.message).join(' '));
      await onSaved();
    });
  }

  return (
    <form className="account-form address-form" onSubmit={save} aria-label={address ? 'Edit address' : 'New address'}>
      <AddressFields idPrefix="address" initial={address ?? {}} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p className="address-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          Save Address
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </form>
  );
}

export default function AddressBook({ initial }: Props) {
  const [addresses, setAddresses] = useState(initial);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, setError, ready, run } = useSubmission();
  const nextDefault = deleting ? defaultAfterDeleting(addresses, deleting.id) : null;

  async function reload() {
    setAddresses((await postJson<{ addresses: Address[] }>('/api/account/addresses', {})).addresses);
    setEditing(null);
  }
  /** Answers whether the shop did it. */
  const act = async (name: string, body: Record<string, unknown>): Promise<boolean> => {
    let ok = false;
    setDone(null);
    await run(async () => {
      const answer = await postJson<{ customerUserErrors: Problem[] }>(api(name), body);
      if (answer.customerUserErrors.length > 0) return setError(answer.customerUserErrors[0]!.message);
      await reload();
      ok = true;
    });
    return ok;
  };

  async function confirmDelete() {
    if (!deleting) return;
    const said = nextDefault
      ? `Address deleted. ${addressLine(nextDefault)} is now your default address.`
      : 'Address deleted.';
    if (await act('customer-address-delete', { id: deleting.id })) setDone(said);
    setDeleting(null);
  }

  if (editing)
    return (
      <AddressForm address={editing === 'new' ? null : editing} onSaved={reload} onCancel={() => setEditing(null)} />
    );
  return (
    <div className="address-book">
      {addresses.length === 0 ? (
        <p>You have no saved addresses yet.</p>
      ) : (
        <ul className="address-list">
          {addresses.map((a) => (
            <li key={a.id} className="address-card" aria-label={`${a.firstName} ${a.lastName}, ${a.address1}`}>
              {a.isDefault && <p className="address-default">Default address</p>}
              <address>
                {a.firstName} {a.lastName}
                <br />
                {a.company && (
                  <>
                    {a.company}
                    <br />
                  </>
                )}
                <PostalLines address={a} />
              </address>
              <p className="address-actions">
                <button type="button" className="link-button" disabled={!ready || busy} onClick={() => setEditing(a)}>
                  Edit<span className="visually-hidden"> {a.address1}</span>
                </button>
                {!a.isDefault && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={!ready || busy}
                    onClick={() => act('update-customer-default-address', { addressId: a.id })}
                  >
                    Set as default<span className="visually-hidden"> {a.address1}</span>
                  </button>
                )}
                <button type="button" className="link-button" disabled={!ready || busy} onClick={() => setDeleting(a)}>
                  Delete<span className="visually-hidden"> {a.address1}</span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status">{done}</p>
      <button type="button" className="button" disabled={!ready} onClick={() => setEditing('new')}>
        Add Address
      </button>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this address?"
        confirmLabel="Delete address"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <>
            <p>{addressLine(deleting)} will be removed from your address book.</p>
            {deleting.isDefault && (
              <p>
                {nextDefault ? (
                  <>
                    It is your default address: <strong>{addressLine(nextDefault)}</strong> will become your default
                    address.
                  </>
                ) : (
                  'It is your default address and your only one: you will have no saved address.'
                )}
              </p>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
