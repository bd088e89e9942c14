// What the widget shows: how much the purchase gives and to whom, with the cause's logo, and (where shoppers may choose)
// a button to change the cause. The sentence is a live region, so a new amount or cause is read out.
import type { Ref } from 'react';
import type { Cause } from '../../lib/giving/types';
import { donationAmount } from '../../lib/giving/donation-text';
import { spokenList } from '../../lib/site/spoken-list';
import CauseLogo from './CauseLogo';

type Props = {
  eyebrow: string;
  amount: number;
  causes: Cause[];
  note: string | null;
  onChange: (() => void) | null;
  changeRef: Ref<HTMLButtonElement>;
};

export default function DonationCard({ eyebrow, amount, causes, note, onChange, changeRef }: Props) {
  const [first] = causes;
  return (
    <div className="giving-card">
      {first ? <CauseLogo cause={first} size={56} /> : null}
      <div className="giving-card__text">
        <p className="giving-card__eyebrow">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 21s-7.5-4.6-10-9.3C.4 8.6 2.3 4.5 6.2 4.5c2.2 0 3.7 1.2 4.6 2.6.1.2.3.2.4 0 .9-1.4 2.4-2.6 4.6-2.6 3.9 0 5.8 4.1 4.2 7.2C19.5 16.4 12 21 12 21z"
            />
          </svg>
          {eyebrow}
        </p>
        <p className="giving-card__sentence" aria-live="polite">
          <strong className="giving-card__amount">{donationAmount(amount)}</strong> goes to{' '}
          {first ? (
            <strong>
              {spokenList(
                causes.map((c) => c.name),
                'and',
              )}
            </strong>
          ) : (
            'the cause you choose'
          )}
        </p>
        {note && <p className="giving-card__note">{note}</p>}
      </div>
      {onChange && (
        <button
          ref={changeRef}
          type="button"
          className="button secondary giving-card__change"
          aria-haspopup="dialog"
          onClick={onChange}
        >
          {first ? 'Change cause' : 'Choose a cause'}
        </button>
      )}
    </div>
  );
}
