import type { PortalLocale } from '../../locale/portalLocale';
import { pathSegment, withQuery } from './pathSegment';
import { MY_LOCKER_PATH } from './personalAreaPaths';
import { localePrefix } from './localePrefix';

/**
 * Paths of the personal locker (spec 000 §2). Each takes the page locale, which becomes the `{lang}`
 * prefix (`en` or `ar-AE`, spec 001 §2).
 */

/**
 * `/{lang}/mylocker`, the locker home (spec 000 §2); every other locker path starts with it. Same as
 * `localizedPath(locale, PERSONAL_AREA_PATHS.myLocker)`, without that function's check of a path it
 * does not need here.
 * @internal
 */
export function myLockerPath(locale: PortalLocale): string {
  return `${localePrefix(locale, 'myLockerPath')}${MY_LOCKER_PATH}`;
}

/** Which payments the list opens with: only those due, or focused on one transaction. */
export type PaymentsListFocus =
  { readonly dueOnly: true } | { readonly txnCode: string } | Record<string, never>;

/**
 * `/{lang}/mylocker/payments/list`, with `?dueOnly=true` or `?txncode=…` (spec 000 §2).
 * Choice: the spec allows one or the other; if a caller passes both at run time, the transaction
 * code wins, since it names the exact payment the user asked to see.
 */
export function paymentsListPath(locale: PortalLocale, focus: PaymentsListFocus = {}): string {
  const path = `${myLockerPath(locale)}/payments/list`;
  if (typeof focus !== 'object' || focus === null) return path;
  if ('txnCode' in focus && typeof focus.txnCode === 'string' && focus.txnCode.trim() !== '') {
    return withQuery(path, { txncode: focus.txnCode.trim() });
  }
  return 'dueOnly' in focus && focus.dueOnly === true ? withQuery(path, { dueOnly: 'true' }) : path;
}

/** `/{lang}/mylocker/MyDocuments` (spec 000 §2). */
export function documentsPath(locale: PortalLocale): string {
  return `${myLockerPath(locale)}/MyDocuments`;
}

/**
 * `/{lang}/mylocker/MyDocuments/details/{a}/{b}/{c}` (spec 000 §2). The three segments' meaning is
 * not shown; they are passed through, percent-encoded.
 * @throws {RangeError} when a segment is empty.
 */
export function documentDetailPath(
  locale: PortalLocale,
  a: string | number,
  b: string | number,
  c: string | number,
): string {
  return `${documentsPath(locale)}/details/${pathSegment(a, 'documentDetailPath: a')}/${pathSegment(b, 'documentDetailPath: b')}/${pathSegment(c, 'documentDetailPath: c')}`;
}

/** `/{lang}/mylocker/SupportCenter` (spec 000 §2). */
export function supportCenterPath(locale: PortalLocale): string {
  return `${myLockerPath(locale)}/SupportCenter`;
}

/**
 * `/{lang}/mylocker/SupportCenter/Details/{CaseID}` (spec 000 §2).
 * @throws {RangeError} when the case id is empty.
 */
export function supportCaseDetailPath(locale: PortalLocale, caseId: string | number): string {
  return `${supportCenterPath(locale)}/Details/${pathSegment(caseId, 'supportCaseDetailPath: caseId')}`;
}

/**
 * The transaction receipt screen, with route parameters serviceId and transactionId (spec 000 §2).
 * Choice (the path is not shown): `/{lang}/my-utilities/receipt/{serviceId}/{transactionId}`, under
 * the utilities hub whose payments it belongs to.
 * @throws {RangeError} when an id is empty.
 */
export function receiptPath(
  locale: PortalLocale,
  serviceId: string | number,
  transactionId: string | number,
): string {
  return `${localePrefix(locale, 'receiptPath')}/my-utilities/receipt/${pathSegment(serviceId, 'receiptPath: serviceId')}/${pathSegment(transactionId, 'receiptPath: transactionId')}`;
}

/**
 * The page that pays one linked utility account (SCREENS.md S5.4), `/{lang}/my-utilities/pay/{entity}/{accountId}`;
 * the payments list's "Pay now" and the payment's return both lead there.
 * Choice (the path is not shown): under the utilities hub, named by the account's entity and id.
 * @throws {RangeError} when a segment is empty.
 */
export function utilityPayPath(
  locale: PortalLocale,
  entity: string,
  accountId: string | number,
): `/${string}` {
  return `${localePrefix(locale, 'utilityPayPath')}/my-utilities/pay/${pathSegment(entity, 'utilityPayPath: entity')}/${pathSegment(accountId, 'utilityPayPath: accountId')}`;
}

/**
 * A multi-service journey's view (SCREENS.md S3.3). Choice (the path is not shown):
 * `/{lang}/mylocker/journeys/{instanceId}`, under the locker that lists the journeys.
 * @throws {RangeError} when the id is empty.
 */
export function journeyPath(locale: PortalLocale, instanceId: string | number): string {
  return `${myLockerPath(locale)}/journeys/${pathSegment(instanceId, 'journeyPath: instanceId')}`;
}

/**
 * An appointment's details (SCREENS.md S3.4). Choice (the path is not shown):
 * `/{lang}/mylocker/appointments/{AppointmentID}`.
 * @throws {RangeError} when the id is empty.
 */
export function appointmentPath(locale: PortalLocale, appointmentId: string | number): string {
  return `${myLockerPath(locale)}/appointments/${pathSegment(appointmentId, 'appointmentPath: appointmentId')}`;
}
