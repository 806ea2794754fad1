import type { SandboxContext } from './callRouter';
import { ACCESS_REFUSALS } from '../refusals/access';
import { refuse } from './refuse';

/** Who may call an endpoint. */
export type Access =
  /** Anyone, signed in or not (public portal content). */
  | 'public'
  /** The signed-in user, with an unlocked session. */
  | 'user'
  /** The signed-in user even while the Stay Signed-In session is locked (lock, unlock). */
  | 'user-even-locked';

/** Checks the session may call the endpoint; the refusal, or `undefined` when allowed. */
export function accessRefusal(c: SandboxContext, access: Access): Response | undefined {
  if (access === 'public') return undefined;
  const { auth } = c.var.world;
  if (!auth.signedIn) return refuse(c, 401, ACCESS_REFUSALS.notSignedIn);
  if (access === 'user' && auth.longSession && auth.locked) {
    return refuse(c, 401, ACCESS_REFUSALS.sessionLocked);
  }
  return undefined;
}

/** Header a call marked `csrf` in core must carry the session's token in (core's default). */
export const CSRF_HEADER = 'x-csrf-token';

/** Refuses a call that core sends with a CSRF token when the token is missing or wrong (spec 000 §6). */
export function csrfRefusal(c: SandboxContext): Response | undefined {
  const token = c.req.header(CSRF_HEADER);
  if (token === undefined || token === '') return refuse(c, 403, ACCESS_REFUSALS.csrfMissing);
  if (token !== c.var.world.auth.csrfToken) return refuse(c, 403, ACCESS_REFUSALS.csrfWrong);
  return undefined;
}
