// The fields of a US shipping address (spec 001 §3 Address: the 50 states and DC, a five-digit ZIP), with the
// browser's autofill names, and the way to read them back from the form they sit in.
import type { AddressInput } from '../../lib/account/address';
import { US_STATES } from '../../lib/site/us-states';

type Initial = Partial<Record<keyof AddressInput, string | boolean | null>>;

export function readAddress(form: FormData): AddressInput {
  const value = (name: string) => String(form.get(name) ?? '').trim();
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    company: value('company') || null,
    address1: value('address1'),
    address2: value('address2') || null,
    city: value('city'),
    provinceCode: value('provinceCode'),
    zip: value('zip'),
    countryCode: 'US',
    phone: value('phone') || null,
    homeDeliveryOnly: form.get('homeDeliveryOnly') === 'on',
  };
}

type Props = {
  idPrefix: string;
  initial?: Initial;
  showHomeDeliveryOnly?: boolean;
  errors?: Partial<Record<string, string>>;
};

export default function AddressFields({ idPrefix, initial = {}, showHomeDeliveryOnly = true, errors = {} }: Props) {
  const text = (name: keyof AddressInput) => String(initial[name] ?? '');
  /** A refused field says so beside itself, and is marked for screen readers. */
  const problem = (name: keyof AddressInput) => {
    const message = errors[name];
    return message
      ? {
          described: { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-${name}-error` },
          note: (
            <span id={`${idPrefix}-${name}-error`} className="form-error">
              {message}
            </span>
          ),
        }
      : { described: {}, note: null };
  };
  const input = (name: keyof AddressInput, label: string, extra: Record<string, unknown> = {}) => {
    const { described, note } = problem(name);
    return (
      <p>
        <label htmlFor={`${idPrefix}-${name}`}>{label}</label>
        <input id={`${idPrefix}-${name}`} name={name} defaultValue={text(name)} {...extra} {...described} />
        {note}
      </p>
    );
  };
  const state = problem('provinceCode');
  return (
    <>
      {input('firstName', 'First name', { required: true, maxLength: 80, autoComplete: 'given-name' })}
      {input('lastName', 'Last name', { required: true, maxLength: 80, autoComplete: 'family-name' })}
      {input('company', 'Company (optional)', { maxLength: 120, autoComplete: 'organization' })}
      {input('address1', 'Address', { required: true, maxLength: 120, autoComplete: 'address-line1' })}
      {input('address2', 'Apartment, suite, etc. (optional)', { maxLength: 120, autoComplete: 'address-line2' })}
      {input('city', 'City', { required: true, maxLength: 80, autoComplete: 'address-level2' })}
      <p>
        <label htmlFor={`${idPrefix}-provinceCode`}>State</label>
        <select
          id={`${idPrefix}-provinceCode`}
          name="provinceCode"
          defaultValue={text('provinceCode')}
          required
          autoComplete="address-level1"
          {...state.described}
        >
          <option value="">Choose a state</option>
          {US_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
        {state.note}
      </p>
      {input('zip', 'ZIP code', {
        required: true,
        inputMode: 'numeric',
        pattern: '[0-9]{5}',
        maxLength: 5,
        autoComplete: 'postal-code',
      })}
      {input('phone', 'Phone (optional)', { type: 'tel', maxLength: 20, autoComplete: 'tel' })}
      {showHomeDeliveryOnly && (
        <p className="check">
          <label>
            <input type="checkbox" name="homeDeliveryOnly" defaultChecked={initial.homeDeliveryOnly === true} /> This
            address takes home delivery only
          </label>
        </p>
      )}
    </>
  );
}
