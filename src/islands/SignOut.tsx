// Signing out (spec 000 §4 "Session"): ends the session on the server (which clears its cookie and the cart cookies),
// forgets what this browser kept about the shopper, and goes home after 1000 ms.
import { useEffect, useState } from 'react';
import { postJson, shopperMessage } from '../lib/http/client';

export const LOGOUT_REDIRECT_MS = 1000;
const KEPT = ['isFTCAcknowledged', 'isEligibleForPd', 'stfk'];

export default function SignOut() {
  const [message, setMessage] = useState('Signing you out…');
  useEffect(() => {
    postJson('/api/account/sign-out', {})
      .then(() => {
        for (const key of KEPT) localStorage.removeItem(key);
        setMessage('You are signed out. Taking you to the home page…');
        setTimeout(() => window.location.assign('/'), LOGOUT_REDIRECT_MS);
      })
      .catch((error: unknown) => setMessage(shopperMessage(error)));
  }, []);
  return (
    <p role="status">
      {message} <a href="/">Go now</a>
    </p>
  );
}
