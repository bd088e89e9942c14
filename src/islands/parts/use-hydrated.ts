// Whether the island has hydrated. A control the server rendered works as plain HTML before then, and a change made
// to it is undone when React takes the page over; controls that React keeps stay disabled until this is true.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
