// The session timer (spec 000 §4 "Session"): after TOKEN_INACTIVITY_TIME seconds without activity an alert asks
// whether the shopper is still there. Continue starts the timer again from the click and refreshes the session (a
// failed refresh is logged); End session, or no answer before the alert's countdown ends, marks the sign-out as
// inactivity and signs out.
import { useEffect, useRef, useState } from 'react';
import {
  countdown,
  inactivityTimer,
  SIGN_OUT_COUNTDOWN_SECONDS,
  timeLeftText,
  type InactivityTimer,
} from '../lib/account/inactivity';
import { postJson } from '../lib/site/api-client';

export const LOGGED_OUT_INACTIVE = 'loggedOutInactive';

let signingOut = false;

/** Signs out the way the Log Out button does: a POST from this page to /logout (once, whoever asks first). */
function signOutInactive() {
  if (signingOut) return;
  signingOut = true;
  localStorage.setItem(LOGGED_OUT_INACTIVE, 'true');
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/logout';
  document.body.append(form);
  form.submit();
}

export default function SessionTimer({ timeoutSeconds }: { timeoutSeconds: number }) {
  const [asking, setAsking] = useState(false);
  const [left, setLeft] = useState(SIGN_OUT_COUNTDOWN_SECONDS);
  const timer = useRef<InactivityTimer | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const current = inactivityTimer(timeoutSeconds * 1000, () => setAsking(true));
    timer.current = current;
    const onActivity = () => current.activity();
    window.addEventListener('mousemove', onActivity, { passive: true });
    window.addEventListener('keydown', onActivity);
    return () => {
      current.stop();
      window.removeEventListener('mousemove', onActivity);
      window.removeEventListener('keydown', onActivity);
    };
  }, [timeoutSeconds]);

  useEffect(() => {
    const element = dialog.current;
    if (asking && element && !element.open) element.showModal();
    if (!asking && element?.open) element.close();
    if (!asking) return;
    // The alert promises a sign-out unless the shopper continues: keep that promise when the countdown ends.
    const clock = countdown(SIGN_OUT_COUNTDOWN_SECONDS, setLeft, () => {
      timer.current?.stop();
      signOutInactive();
    });
    return () => clock.stop();
  }, [asking]);

  function keepGoing() {
    setAsking(false);
    // The shopper was there at the click: the timer starts again from it, not from whenever the refresh is answered.
    timer.current?.restart();
    postJson('/api/ecom/v1.0/refresh-session-token', { forceRefreshToken: true }).catch((error: unknown) =>
      console.error('Session refresh failed', error),
    );
  }

  function endSession() {
    timer.current?.stop();
    signOutInactive();
  }

  return (
    <dialog
      ref={dialog}
      className="added-dialog"
      role="alertdialog"
      aria-labelledby="session-timer-title"
      aria-describedby="session-timer-text"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id="session-timer-title">Are you still there?</h2>
      <p id="session-timer-text">
        You have been inactive for a while. For your security we will sign you out in{' '}
        <strong role="timer">{timeLeftText(left)}</strong> unless you continue.
      </p>
      <div className="added-actions">
        <button type="button" className="button" onClick={keepGoing}>
          Continue
        </button>
        <button type="button" className="button secondary" onClick={endSession}>
          End session
        </button>
      </div>
    </dialog>
  );
}
