/**
 * Whether this browser is believed to be signed in, kept in `localStorage` so every tab shares it.
 *
 * Why: the only way to learn that someone is a visitor is a call that answers 401, and a browser
 * writes every 401 to the console ("Failed to load resource"). A visitor, the usual reader of the
 * public pages, should cause no failed request and no console error, so the header asks for the
 * bell only when this hint says the person signed in. It is set just before the portal hands over
 * to sign-in (`/login`), and removed by a 401 and by sign-out; the server stays the judge, the hint
 * only decides whether to ask.
 */
export const SESSION_HINT_KEY = 'portal.signedIn';

/**
 * On `<html>` while the hint says someone signed in, from the first paint (the boot script,
 * `app/bootState.ts`): the stylesheet hides a prerendered page's visitor parts (sign-in, register,
 * the sign-in banner) until the app draws the signed-in ones. Kept in step with the hint.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): HintStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage switched off: every page reads as a visitor's
  }
}

export function readSessionHint(storage: HintStorage | undefined = defaultStorage()): boolean {
  try {
    return storage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(
  signedIn: boolean,
  storage: HintStorage | undefined = defaultStorage(),
): void {
  if (typeof document !== 'undefined') {
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
  }
  try {
    if (signedIn) storage?.setItem(SESSION_HINT_KEY, '1');
    else storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // A full or disabled storage only means the header shows "Sign in" and asks again later.
  }
}
