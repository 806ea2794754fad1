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

// A 1×1 PNG: small enough to inline, real enough for an <img> (spec 001 §3: Photo is base64).
const AVATAR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

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
