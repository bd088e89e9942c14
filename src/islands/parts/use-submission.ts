// What every form island needs while it talks to the shop: not usable until hydrated, busy while a call is in flight,
// and the shopper-readable message of a failure.
import { useState } from 'react';
import { shopperMessage } from '../../lib/site/api-client';
import { useHydrated } from './use-hydrated';

export function useSubmission(describe: (error: unknown) => string = shopperMessage) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = useHydrated();

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(describe(caught));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, ready, run };
}
