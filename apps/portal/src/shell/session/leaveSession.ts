import { smartpassPath, type PortalLocale } from '@portal/core';
import { forgetAssistantConversation } from '../../platform/assistant/assistantStorage';
import { idleLockFor } from './idleLockFor';
import { writeSessionHint } from '../../platform/session/sessionHint';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * Ends the session from this page (sign-out, the third wrong PIN, "start a new session"): the idle
 * lock forgets its shared deadline and sends the other tabs to sign-in, the hint is dropped, and the
 * browser goes through the server's sign-out to `then` (the home page by default). The assistant's
 * conversation of this tab is forgotten: the next person at this browser must not read it.
 */
export function leaveSession(
  locale: PortalLocale,
  then: string = pagePath(locale, 'home'),
  location: Pick<Location, 'origin' | 'replace'> = window.location,
): void {
  idleLockFor(locale).endSession();
  writeSessionHint(false);
  forgetAssistantConversation();
  location.replace(smartpassPath('logout', then, { origin: location.origin }));
}
