/**
 * Messages between the portal's open tabs (spec 001 §4 idle timer and §7 refresh; issue row 11: tabs
 * share one deadline, and only timestamps and event types cross tabs, never a PIN).
 */

/** One open channel: post to every other tab of the same origin; `close` stops both directions. */
export interface TabChannelPort {
  post(message: unknown): void;
  close(): void;
}

/** Opens a named channel; `onMessage` receives what other tabs post (never this tab's own posts). */
export type OpenTabChannel = (
  name: string,
  onMessage: (message: unknown) => void,
) => TabChannelPort;

const closedPort: TabChannelPort = { post: () => {}, close: () => {} };

/**
 * The browser default, on `BroadcastChannel`. Choice: where it does not exist (old WebViews, Node) the
 * tab simply runs alone rather than failing, which is the behaviour of a single-tab portal.
 */
export const openBroadcastChannel: OpenTabChannel = (name, onMessage) => {
  if (typeof BroadcastChannel === 'undefined') return closedPort;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent<unknown>) => onMessage(event.data);
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
};
