// What a new entry is: its type, its key (a page's address, or a stable name) and the site it is for. An entry keeps
// these once it is saved.
import { CONTENT_TYPES, sitesFor, type ContentType } from '../../lib/content/types';
import type { Site } from './api';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';
import { fieldIds } from './form-context';
import { SITE_LABELS, TYPE_LABELS } from './format';
import type { Identity } from './use-entry';

const KEY_HINTS: Partial<Record<ContentType, string>> = {
  page: 'The page’s address: lowercase letters, digits and dashes (about-us is served at /about-us).',
  redirect: 'A stable name for this redirect, such as its old path without slashes (dog-food for /dog-food).',
};

type Props = { meta: Identity; errors: Record<string, string>; onChange: (next: Partial<Identity>) => void };

export default function EntryIdentity({ meta, errors, onChange }: Props) {
  const key = fieldIds(['@key'], errors);
  return (
    <fieldset className="studio-group studio-identity">
      <legend>Entry</legend>
      <div className="studio-field">
        <FieldLabel htmlFor="studio-new-type" text="Type" required />
        <select
          id="studio-new-type"
          value={meta.type}
          onChange={(e) => onChange({ type: e.target.value as ContentType })}
        >
          {CONTENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className="studio-field">
        <FieldLabel htmlFor={key.id} text="Key" required />
        <p id={`${key.id}-hint`} className="studio-hint">
          {KEY_HINTS[meta.type] ?? 'A stable name: letters, digits, dots, dashes or underscores.'}
        </p>
        <input
          id={key.id}
          type="text"
          required
          autoComplete="off"
          value={meta.key}
          aria-invalid={key.invalid['aria-invalid']}
          aria-describedby={[`${key.id}-hint`, key.invalid['aria-describedby']].filter(Boolean).join(' ')}
          onChange={(e) => onChange({ key: e.target.value })}
        />
        <FieldError id={key.errorId} message={key.error} />
      </div>
      <div className="studio-field">
        <FieldLabel htmlFor="studio-new-site" text="Site" required />
        <select id="studio-new-site" value={meta.site} onChange={(e) => onChange({ site: e.target.value as Site })}>
          {sitesFor(meta.type).map((s) => (
            <option key={s} value={s}>
              {SITE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
