import { PRIVACY_COOKIE, readCookie } from '../header/cookieNotices';

/**
 * Whether analytics may be sent: the person said yes in the cookie notice (privacy cookie `1`,
 * spec 001 §9). Choice: the notice says cookies are used "to improve your experience" and offers an
 * Accept button, so analytics wait for that yes; before it nothing is sent or kept to send later.
 */
export function analyticsConsentGiven(cookieHeader: string): boolean {
  return readCookie(cookieHeader, PRIVACY_COOKIE) === '1';
}
