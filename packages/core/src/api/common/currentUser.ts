import type { CallOptions, PortalClient } from '../../client/createPortalClient';
import { currentUserCall, type CurrentUserWire } from './currentUserCall';

/** A text in the portal's two languages; either may be missing. */
export interface BilingualText {
  readonly en?: string;
  readonly ar?: string;
}

/** The signed-in person as the header shows them (spec 001 §3 "User", §6). */
export interface CurrentUser {
  readonly title: BilingualText;
  readonly firstName: BilingualText;
  readonly lastName: BilingualText;
  /** The photo as a `data:` URL an `<img>` may show, or `undefined` when there is none or it is not an image. */
  readonly photoSrc?: string;
  /** A Stay Signed-In session: the reduced header (spec 001 §6). */
  readonly isLongSession: boolean;
  /** The Stay Signed-In session is locked: the header offers unlock (spec 001 §6). */
  readonly isLockedSession: boolean;
}

/**
 * Reads who is signed in (spec 001 §3 "User"). Names and titles are trimmed; an empty one counts as
 * missing. A locked session can only be a long one.
 * @throws {PortalError} `unauthorized` for a visitor, or on transport and format failures.
 */
export async function getCurrentUser(
  client: PortalClient,
  options: CallOptions = {},
): Promise<CurrentUser> {
  const response = await client.send(currentUserCall, { request: {}, signal: options.signal });
  return currentUserOf(response.data);
}

/** The {@link CurrentUser} of a parsed answer. */
export function currentUserOf(wire: CurrentUserWire): CurrentUser {
  const isLongSession = wire.isLongSession === true;
  const photoSrc = userPhotoSrc(wire.Photo);
  return {
    title: bilingualTextOf(wire.titleEn, wire.titleAr),
    firstName: bilingualTextOf(wire.FirstNameEN, wire.FirstNameAR),
    lastName: bilingualTextOf(wire.LastNameEN, wire.LastNameAR),
    ...(photoSrc === undefined ? {} : { photoSrc }),
    isLongSession,
    isLockedSession: isLongSession && wire.isLockedSession === true,
  };
}

/** The person's first name in the page's language, else in the other one. */
export function firstNameIn(user: CurrentUser, locale: string): string | undefined {
  const arabic = locale.toLowerCase().startsWith('ar');
  return arabic
    ? (user.firstName.ar ?? user.firstName.en)
    : (user.firstName.en ?? user.firstName.ar);
}

const IMAGE_SIGNATURES: readonly (readonly [prefix: string, type: string])[] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['UklGR', 'image/webp'],
  ['R0lGOD', 'image/gif'],
];

/** Base64 of at most ~1.5 MB: a profile photo, not a document. */
const MAX_PHOTO_LENGTH = 2_000_000;

/**
 * A `data:` URL for the base64 photo of spec 001 §3, only when its first bytes say it is a PNG,
 * JPEG, WebP or GIF: anything else (SVG, which can carry script, HTML, a URL) is refused, so the
 * server's string can never become something other than a raster image in an `<img>`. Accepts the
 * bare base64 or a `data:image/…;base64,` URL of those types.
 */
export function userPhotoSrc(photo: string | null | undefined): string | undefined {
  if (typeof photo !== 'string') return undefined;
  const trimmed = photo.trim();
  const base64 = trimmed.replace(/^data:image\/(?:png|jpeg|webp|gif);base64,/i, '');
  if (base64 === '' || base64.length > MAX_PHOTO_LENGTH) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const type = IMAGE_SIGNATURES.find(([prefix]) => base64.startsWith(prefix))?.[1];
  return type === undefined ? undefined : `data:${type};base64,${base64}`;
}

/** Both languages of a text, each trimmed; an empty one counts as missing. */
export function bilingualTextOf(
  en: string | null | undefined,
  ar: string | null | undefined,
): BilingualText {
  const english = en?.trim();
  const arabic = ar?.trim();
  return {
    ...(english ? { en: english } : {}),
    ...(arabic ? { ar: arabic } : {}),
  };
}
