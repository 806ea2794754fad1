import { useEffect, useState } from 'react';

/**
 * `false` on the first render and `true` one animation frame after the element has been committed.
 *
 * Screen readers watch a live region for *changes*: a region inserted into the page together with
 * its text is often not read at all (NVDA and VoiceOver both miss it). Components that mount already
 * holding something to say render their region empty first and fill it once this turns `true`, so the
 * text always arrives as a change to a region that already exists.
 */
export function useLiveRegionReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready;
}
