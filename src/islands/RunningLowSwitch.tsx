// The running-low switch in My Profile (issue 42 §5): whether the shop mails a few days before a pet's one-time bag
// of food runs out. Kept as soon as it is flipped; a refused change flips it back.
import { useState } from 'react';
import { postJson } from '../lib/site/api-client';
import { useSubmission } from './parts/use-submission';

export default function RunningLowSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, ready, run } = useSubmission();

  const flip = (wanted: boolean) => {
    setSaved(null);
    setOn(wanted);
    return run(async () => {
      try {
        const answer = await postJson<{ runningLowMail: boolean }>('/api/account/pets/running-low-mail', {
          on: wanted,
        });
        setOn(answer.runningLowMail);
        setSaved(
          answer.runningLowMail ? 'We will email you before the food runs out.' : 'We will not send these emails.',
        );
      } catch (caught) {
        setOn(!wanted);
        throw caught;
      }
    });
  };

  return (
    <section className="account-form running-low" aria-labelledby="running-low-title">
      <h2 id="running-low-title">Pet food reminders</h2>
      <p className="check">
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            disabled={!ready || busy}
            onChange={(event) => flip(event.target.checked)}
            aria-describedby="running-low-hint"
          />{' '}
          Email me before my pet’s food runs out
        </label>
        <small id="running-low-hint">
          For food bought once (not on autoship) for a pet in My Pets, a few days before the bag should be empty.
        </small>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {saved && <p role="status">{saved}</p>}
    </section>
  );
}
