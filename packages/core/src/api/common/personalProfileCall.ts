import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { optionalIdText, optionalText } from '../internal/wireValues';

/**
 * The signed-in person's profile as the identity provider gave it (SCREENS.md S8.1 "My data").
 * **Assumed: not in spec 000 §7 or spec 001 §7**; the names follow the current user's
 * (`FirstNameEN`, …, `Photo` as base64) and UAE PASS's profile (`IDN` the Emirates ID, `UserType`
 * the verification level SOP1–SOP3). Every field may be missing or null.
 */
export const personalProfileSchema = z.object({
  FirstNameEN: optionalText,
  LastNameEN: optionalText,
  FirstNameAR: optionalText,
  LastNameAR: optionalText,
  FullNameEN: optionalText,
  FullNameAR: optionalText,
  Photo: optionalText,
  IDN: optionalIdText,
  NationalityEN: optionalText,
  NationalityAR: optionalText,
  /** ISO date, `YYYY-MM-DD` (a time part is ignored). */
  DOB: optionalText,
  Mobile: optionalIdText,
  Email: optionalText,
  /** `UAEPASS` on the portal. */
  IdentitySource: optionalText,
  /** UAE PASS account level: `SOP1` basic, `SOP2` verified, `SOP3` advanced. */
  UserType: optionalText,
});

/** Wire type of {@link personalProfileSchema}. */
export type PersonalProfileWire = z.infer<typeof personalProfileSchema>;

/**
 * GET /api/auth/user/profile: what the portal holds about the signed-in person (SCREENS.md S8.1).
 * **Assumed: not in spec 000 §7 or spec 001 §7** (path and fields; the portal reads them from the
 * UAE PASS sign-in). Answers 401 for a visitor and while a Stay Signed-In session is locked.
 */
export const personalProfileCall = defineCall({
  id: 'common.personalProfile',
  method: 'GET',
  path: '/api/auth/user/profile',
  request: emptyRequestSchema,
  response: envelopeOf(personalProfileSchema),
});
