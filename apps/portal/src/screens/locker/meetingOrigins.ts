/**
 * Sites an appointment's online meeting link may lead to: core's `appointmentModeOf` shows a link
 * only when `safeUrl` accepts it, and `safeUrl` accepts another origin only when it is listed (its
 * choice: no external link until someone decided the site is trusted). Choice (the spec names no
 * meeting service): the sandbox's meeting host; a deployment adds its real meeting services here.
 * A link to any other site counts as no link (mandatory data missing).
 */
export const MEETING_TRUSTED_ORIGINS = ['https://meet.sandbox.portal.example'] as const;
