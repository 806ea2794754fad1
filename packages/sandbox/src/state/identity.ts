import type { SessionKind } from './sessionKind';
import type { Bilingual } from './text';

/** The documented PIN that unlocks a Stay Signed-In session in the sandbox. */
export const DEMO_PIN = '1234';

/** The documented one-time code that `wallet/verify-otp` accepts in the sandbox. */
export const DEMO_OTP_CODE = '123456';

/** How long a sent OTP stays valid. Choice: the spec is silent; five minutes is the common bank value. */
export const OTP_VALIDITY_MS = 5 * 60_000;

/** The signed-in demo user (spec 000 §6, spec 001 §3). Identity data is invented and clearly fake. */
export interface DemoUser {
  readonly nationalId: string;
  readonly uniqueId: string;
  readonly fullName: Bilingual;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly firstName: Bilingual;
  readonly lastName: Bilingual;
  readonly email: string;
  readonly mobile: string;
  readonly nationality: Bilingual;
  /** `YYYY-MM-DD`, the year the Emirates ID's second group carries. */
  readonly dateOfBirth: string;
  /** UAE PASS account level (`SOP3`: advanced, verified in person). */
  readonly verificationLevel: string;
  /** A small PNG avatar, base64 without the data-URL prefix. */
  readonly photo: string;
}

// A 64×64 PNG portrait (a figure on a pale teal ground, drawn for the sandbox, 625 bytes): Photo
// is base64 (spec 001 §3), and a drawn face in the header's round avatar reads as a person where a
// 1×1 pixel showed as a flat disc.
const AVATAR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAACOElEQVR42u2YP0vDQBjG75u421HQrSA4ODjpIIKIOHToWHRoF+mkVawFqVMHURDqog7iH6SIi7W0tbQISjsoDn4NHzgoJdH0kjfJvbEHz5Bc7r08v8vde3cRne+vSEsYAANgAAyAATAABsAAGAADYFX55nqneLiZ24VwgdtoAFRajWRqY3IqHotNWIRCPEIFvgDobLtvu1CNHUC1+7aaSKq4l0JlhDACcOW+z8AFILefn5+JZ5ZnoeP1Begqu/S8t2IRCuVTWRMhCNQP0O617V7VhXDNAI3zAgUA4ZoBagcJCgDCdQK0Wo8U91JoRBvAy0OZDoBGtAE0747oAGjEAIzsEIr8JI58Gv0PC1nktxKUXETMP35up+vlbbfuEcLoPND+7LpiQGWEsDtSKo4lX0ZOUId6TEokll9zKwrxiD5rQ/qtguUJSyw6G8IFcbUyP7ZGB+C0/pS+OJsr5qfzW2OZVF+4RSEeoQJHgPv317WT0ng2PWj6L6EaKiOEBYC0ruLbLl8wSAAYEt6sDwqNaABAz1lGOUVoyvOn8AJw2WkqDnd1oUE0GwZAEO4pDIKJe88MLgCqH71A3fcZ8KJAALASBe1eCi/yH8CXjBlEbhWKSTOEwWMZSIqJVQnA81pLEV7qDwB6Inz3UiofQfDsfvWPIIamTl3upYam1CEAhcqtXgAYIAEslop6AWCABKDXvZR3ABz/OAA4n0IFn9XX26osOE8AlWkgOOzeKHs7J4CQ9z8O+yIHkz+cfdqzbMcqyAAAAABJRU5ErkJggg==';

/** The demo user every signed-in sandbox session is. */
export const DEMO_USER: DemoUser = {
  nationalId: '784-1990-1234567-1',
  uniqueId: 'UID-SANDBOX-000001',
  fullName: { en: 'Mariam Saeed Al Marzouqi', ar: 'مريم سعيد المرزوقي' },
  titleEn: 'Ms.',
  titleAr: 'السيدة',
  firstName: { en: 'Mariam', ar: 'مريم' },
  lastName: { en: 'Al Marzouqi', ar: 'المرزوقي' },
  email: 'mariam.demo@sandbox.portal.example',
  mobile: '+971501234567',
  nationality: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  dateOfBirth: '1990-04-12',
  verificationLevel: 'SOP3',
  photo: AVATAR_PNG,
};

/** Signed-in state of one sandbox session. Counted here, never in the browser (issue: PIN attempts). */
export interface AuthState {
  /** Signed in as the demo user; a visitor otherwise. */
  signedIn: boolean;
  /** A Stay Signed-In (long) session. */
  longSession: boolean;
  /** The long session is locked until the PIN or digital-identity login unlocks it. */
  locked: boolean;
  /**
   * Wrong PINs since the last right PIN or sign-in; the third signs out. A re-lock does not reset
   * it (issue O item 1): a script guessing two PINs and locking again would try them all otherwise.
   */
  failedPinAttempts: number;
  /** When the last wrong PIN was checked (sandbox clock, ms): the slow-down runs from it. */
  lastWrongPinAt: number | undefined;
  /**
   * The last activity the server knows of (ms): sign-in, an activity report, an unlock. The
   * server's own idle deadline is 30 minutes later (`sessionIdle.ts`).
   */
  lastActivityAt: number;
  /** Token uploads must echo in the CSRF header. */
  csrfToken: string;
  /** The last OTP sent, if any, with the mobile it went to and when it expires. */
  otp: { mobile: string; provider: string; expiresAt: number } | undefined;
  /** Whether the wallet OTP was verified in this session. */
  otpVerified: boolean;
  /**
   * The Stay Signed-In PIN that unlocks this session: {@link DEMO_PIN} until the person changes it on
   * the settings page (the assumed `change-pin`). Choice: kept for the session's world, across a
   * sign-out and a new sign-in, as a person's PIN is theirs; a new sandbox session starts with the
   * documented one. Never logged, never answered.
   */
  pinCode: string;
}

/**
 * The state a new session starts in: a visitor by default, as a new browser is on the real portal
 * (issue G §5). `startAs` signs the demo user in from the first request, for demos and tests;
 * the server's idle deadline of such a start runs from `now`, when the world is made.
 */
export function initialAuthState(csrfToken: string, startAs: SessionKind, now: Date): AuthState {
  return {
    signedIn: startAs !== 'visitor',
    longSession: startAs === 'long',
    locked: false,
    failedPinAttempts: 0,
    lastWrongPinAt: undefined,
    lastActivityAt: now.getTime(),
    csrfToken,
    otp: undefined,
    otpVerified: false,
    pinCode: DEMO_PIN,
  };
}
