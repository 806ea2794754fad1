import * as z from 'zod/mini';
import { defineCall } from '../../client/defineCall';
import { emptyRequestSchema, envelopeOf } from '../internal/envelope';
import { optionalFlag, optionalText } from '../internal/wireValues';

/**
 * The signed-in person (spec 001 §3 "User": titleEn, titleAr, first and last name per upper-case
 * locale, Photo as base64, isLongSession, isLockedSession). Assumption: the names are
 * `FirstNameEN`, `LastNameEN`, `FirstNameAR`, `LastNameAR`.
 */
export const currentUserSchema = z.object({
  titleEn: optionalText,
  titleAr: optionalText,
  FirstNameEN: optionalText,
  LastNameEN: optionalText,
  FirstNameAR: optionalText,
  LastNameAR: optionalText,
  Photo: optionalText,
  isLongSession: optionalFlag,
  isLockedSession: optionalFlag,
});

/** Wire type of {@link currentUserSchema}. */
export type CurrentUserWire = z.infer<typeof currentUserSchema>;

/**
 * GET /api/auth/user: who is signed in and how (spec 001 §3 "User"; §6: a long session's header is
 * reduced, a locked one offers unlock). Assumption: path; spec 001 §7 lists no call for the User
 * entity. Answers 401 for a visitor. Allowed while a Stay Signed-In session is locked: the header
 * must know it is locked.
 */
export const currentUserCall = defineCall({
  id: 'common.currentUser',
  method: 'GET',
  path: '/api/auth/user',
  request: emptyRequestSchema,
  response: envelopeOf(currentUserSchema),
});
