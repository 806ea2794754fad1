import type { PortalIdentity } from '@portal/core/client';

/**
 * Who the applications calls and discardDraft name (spec 000 §7: the header's UUID). Spec 000 §6
 * says the page supplies the signed-in user's identity, but the contract has no call that returns
 * it, and the backend knows the user from the session cookie anyway (the sandbox ignores the UUID).
 *
 * Choice until the page is given the user (a server-rendered profile, say): a stand-in id that says
 * what it is. A visitor's call is still refused by the server (401) and sends them to sign-in,
 * rather than failing in the browser before it is sent.
 */
export const SESSION_USER_IDENTITY: PortalIdentity = { uuid: 'session-user' };
