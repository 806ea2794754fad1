import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { parseEmiratesId, maskedEmiratesId } from '../../rules/identity/emiratesId';
import { displayPhoneNumber } from '../../rules/phone/displayPhoneNumber';
import { calendarDayOf } from '../../rules/time/toDate';
import { bilingualTextOf, userPhotoSrc, type BilingualText } from './currentUser';
import { personalProfileCall, type PersonalProfileWire } from './personalProfileCall';

/** Where the portal got the person's identity from. */
export type IdentitySource = 'uaePass' | 'unknown';

/** UAE PASS account levels: basic (SOP1), verified (SOP2), advanced (SOP3). */
export type VerificationLevel = 'basic' | 'verified' | 'advanced' | 'unknown';

/**
 * What the portal holds about the signed-in person (SCREENS.md S8.1), every field optional. The
 * Emirates ID is held only masked ({@link maskedEmiratesId}): the full number never leaves core.
 * Mobile and email are shown whole: the page is there for the person to check them, and a masked
 * contact cannot be checked; they are not a key to the person's identity as the Emirates ID is.
 */
export interface PersonalProfile {
  readonly firstName: BilingualText;
  readonly lastName: BilingualText;
  /** The full name as on the Emirates ID, else first and last name joined. */
  readonly fullName: BilingualText;
  /** A `data:` URL of a raster image ({@link userPhotoSrc}). */
  readonly photoSrc?: string;
  /** `784-XXXX-XXXX567-1`. */
  readonly emiratesIdMasked?: string;
  readonly nationality: BilingualText;
  /** `YYYY-MM-DD`, a real calendar date. */
  readonly dateOfBirth?: string;
  /** As the portal shows phone numbers (`0501234567`). */
  readonly mobile?: string;
  readonly email?: string;
  readonly identitySource: IdentitySource;
  readonly verificationLevel: VerificationLevel;
}

/**
 * Reads the signed-in person's profile (SCREENS.md S8.1). Assumed call: {@link personalProfileCall}.
 * @throws {PortalError} `unauthorized` for a visitor or a locked session, or on transport and format failures.
 */
export async function getPersonalProfile(
  client: PortalClient,
  options: CallOptions = {},
): Promise<PersonalProfile> {
  const response = await client.send(personalProfileCall, {
    request: {},
    signal: options.signal,
  });
  return personalProfileOf(response.data);
}

/** The {@link PersonalProfile} of a parsed answer: texts trimmed, an empty one missing. */
export function personalProfileOf(wire: PersonalProfileWire): PersonalProfile {
  const firstName = bilingualTextOf(wire.FirstNameEN, wire.FirstNameAR);
  const lastName = bilingualTextOf(wire.LastNameEN, wire.LastNameAR);
  const joined = bilingualTextOf(
    [firstName.en, lastName.en].filter(Boolean).join(' '),
    [firstName.ar, lastName.ar].filter(Boolean).join(' '),
  );
  const full = bilingualTextOf(wire.FullNameEN, wire.FullNameAR);
  const photoSrc = userPhotoSrc(wire.Photo);
  const emiratesId = parseEmiratesId(wire.IDN);
  const emiratesIdMasked = emiratesId === undefined ? undefined : maskedEmiratesId(emiratesId);
  const dateOfBirth = calendarDayOf(wire.DOB);
  const mobile = displayPhoneNumber(wire.Mobile ?? '');
  const email = wire.Email?.trim();
  return {
    firstName,
    lastName,
    fullName: { ...joined, ...full },
    ...(photoSrc === undefined ? {} : { photoSrc }),
    ...(emiratesIdMasked === undefined ? {} : { emiratesIdMasked }),
    nationality: bilingualTextOf(wire.NationalityEN, wire.NationalityAR),
    ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
    ...(mobile === '' ? {} : { mobile }),
    ...(email ? { email } : {}),
    identitySource: identitySourceOf(wire.IdentitySource),
    verificationLevel: verificationLevelOf(wire.UserType),
  };
}

/** A text in the page's language, else in the other one. */
export function bilingualIn(text: BilingualText, locale: string): string | undefined {
  return locale.toLowerCase().startsWith('ar') ? (text.ar ?? text.en) : (text.en ?? text.ar);
}

function identitySourceOf(value: string | null | undefined): IdentitySource {
  const key = value?.replace(/[\s_-]/g, '').toLowerCase();
  return key === 'uaepass' ? 'uaePass' : 'unknown';
}

const LEVELS: Readonly<Record<string, VerificationLevel>> = {
  sop1: 'basic',
  sop2: 'verified',
  sop3: 'advanced',
};

function verificationLevelOf(value: string | null | undefined): VerificationLevel {
  return LEVELS[value?.trim().toLowerCase() ?? ''] ?? 'unknown';
}
