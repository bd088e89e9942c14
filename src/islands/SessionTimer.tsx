// The session timer (spec 000 §4 "Session"): after TOKEN_INACTIVITY_TIME seconds without activity an alert asks
// whether the shopper is still there. Continue refreshes the session and starts the timer again (a failed refresh is
// logged and the timer starts again too); End session marks the sign-out as inactivity and signs out.
import { useEffect, useRef, useState } from 'react';
import { inactivityTimer, type InactivityTimer } from '../lib/account/inactivity';
import { postJson } from '../lib/site/api-client';

export const LOGGED_OUT_INACTIVE = 'loggedOutInactive';

export default function SessionTimer({ timeoutSeconds }: { timeoutSeconds: number }) {
  const [asking, setAsking] = useState(false);
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
  }, [asking]);

  async function keepGoing() {
    try {
      await postJson('/api/ecom/v1.0/refresh-session-token', { forceRefreshToken: true });
    } catch (error) {
      console.error('Session refresh failed', error);
    }
    setAsking(false);
    timer.current?.restart();
  }

  /** Signs out the way the Log Out button does: a POST from this page to /logout. */
  function endSession() {
    timer.current?.stop();
    localStorage.setItem(LOGGED_OUT_INACTIVE, 'true');
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/logout';
    document.body.append(form);
    form.submit();
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
        You have been inactive for a while. For your security we will sign you out unless you continue.
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
