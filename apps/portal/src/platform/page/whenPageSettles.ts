/**
 * Runs `run` once the page has loaded and the browser is next idle, and returns a function that
 * cancels it. Work that is not needed for the page a reader is looking at (refreshing the content a
 * page was prerendered with, the assistant's first-visit introduction) waits for it, so that it
 * never competes with the page's loading and start-up for the main thread.
 *
 * `timeout` bounds the wait for idleness (a page kept busy still gets the work done); a browser
 * without `requestIdleCallback` runs it in the next task after `load`.
 */
export function whenPageSettles(run: () => void, { timeout }: { timeout?: number } = {}) {
  let cancelled = false;
  const idle = () => {
    const once = () => {
      if (!cancelled) run();
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(once, timeout === undefined ? undefined : { timeout });
    } else window.setTimeout(once, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** `whenPageSettles` as a promise, for steps that each wait for the next idle period. */
export function pageSettled(options?: { timeout?: number }): Promise<void> {
  return new Promise((resolve) => {
    whenPageSettles(resolve, options);
  });
}
