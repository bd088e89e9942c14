// Rejecting a review asks why (issue 41 §2): its author reads the reason in My Account, so one is required. A few
// reasons editors give most often are one choice away; anything else is written in words.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REJECT_REASON_MAX } from '../../lib/reviews/rules';
import FieldError from './FieldError';

export const READY_REASONS = [
  'Not about the product',
  'Contains personal or contact details',
  'Offensive language',
] as const;
const OTHER = 'other';
const MISSING = 'Choose a reason or write one: the author reads it.';

type Props = {
  title: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

export default function RejectForm({ title, busy, onReject, onCancel }: Props) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [written, setWritten] = useState('');
  const [missing, setMissing] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The first choice takes focus when the form opens, so the keyboard starts where the work is; Escape closes it.
  useEffect(() => first.current?.focus(), []);
  useEffect(() => {
    const element = form.current;
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCancel();
    };
    element?.addEventListener('keydown', escape);
    return () => element?.removeEventListener('keydown', escape);
  }, [onCancel]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const reason = choice === OTHER ? written.trim() : choice;
    if (!reason) {
      setMissing(true);
      (choice === OTHER ? text : first).current?.focus();
      return;
    }
    onReject(reason);
  };
  const pick = (value: string) => {
    setChoice(value);
    setMissing(false);
  };

  return (
    <form className="review-reject" aria-label={`Reject “${title}”`} onSubmit={submit} noValidate ref={form}>
      <fieldset aria-describedby={`${id}-hint ${missing ? `${id}-missing` : ''}`.trim()}>
        <legend>Why is it not published?</legend>
        <p id={`${id}-hint`} className="studio-hint">
          The author reads this reason in My Account.
        </p>
        {[...READY_REASONS, OTHER].map((value, n) => (
          <label key={value} className="studio-check review-reason">
            <input
              ref={n === 0 ? first : undefined}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={choice === value}
              onChange={() => pick(value)}
            />
            {value === OTHER ? 'Another reason' : value}
          </label>
        ))}
        {choice === OTHER && (
          <p className="studio-field review-reason-text">
            <label htmlFor={`${id}-text`}>
              Reason <span className="studio-required">(required)</span>
            </label>
            <textarea
              ref={text}
              id={`${id}-text`}
              rows={2}
              maxLength={REJECT_REASON_MAX}
              value={written}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              onChange={(e) => {
                setWritten(e.target.value);
                setMissing(false);
              }}
            />
          </p>
        )}
      </fieldset>
      <FieldError id={`${id}-missing`} message={missing ? MISSING : undefined} />
      <p className="review-actions">
        <button type="submit" className="button secondary studio-small studio-danger" aria-disabled={busy || undefined}>
          {busy ? 'Rejecting…' : 'Reject review'}
        </button>
        <button type="button" className="button secondary studio-small" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </form>
  );
}
