// After signing out (spec 000 §4 "Session"): the server has ended the session (and cleared its cookie and the cart
// cookies); this forgets what this browser kept about the shopper and goes home after 1000 ms.
import { useEffect } from 'react';

export const LOGOUT_REDIRECT_MS = 1000;
const KEPT = ['isFTCAcknowledged', 'isEligibleForPd', 'stfk'];

export default function SignOut() {
  useEffect(() => {
    for (const key of KEPT) localStorage.removeItem(key);
    const home = setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_MS);
    return () => clearTimeout(home);
  }, []);
  return (
    <p role="status">
      You are signed out. Taking you to the home page… <a href="/">Go now</a>
    </p>
  );
}
