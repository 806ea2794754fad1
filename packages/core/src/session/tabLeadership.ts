/**
 * Which tab does the shared work (spec 001 §7: state is refreshed every 15 seconds; the issue asks
 * that with several tabs open only one of them polls).
 */

/**
 * Asks to lead under `name`. `onLeader` runs once, when this tab becomes the leader (possibly much
 * later, when the current leader leaves). The returned function withdraws the request or gives up
 * the leadership; calling it more than once is harmless.
 */
export type RequestLeadership = (name: string, onLeader: () => void) => () => void;

/**
 * The browser default, on the Web Locks API: the lock is held for as long as this tab leads, and the
 * browser hands it to the next waiting tab when this one releases it, closes or crashes.
 * Choice: without Web Locks (very old browsers, Node) every tab leads, which costs duplicate requests
 * but never leaves the portal without fresh state.
 */
export const webLocksLeadership: RequestLeadership = (name, onLeader) => {
  let withdrawn = false;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) {
    void Promise.resolve().then(() => {
      if (!withdrawn) onLeader();
    });
    return () => {
      withdrawn = true;
    };
  }
  const controller = new AbortController();
  let giveUp = (): void => {};
  const held = new Promise<void>((resolve) => {
    giveUp = resolve;
  });
  locks
    .request(name, { signal: controller.signal }, () => {
      if (withdrawn) return undefined;
      onLeader();
      return held;
    })
    // An abort while still waiting rejects with AbortError; that is the withdrawal we asked for.
    .catch(() => {});
  return () => {
    withdrawn = true;
    controller.abort();
    giveUp();
  };
};
