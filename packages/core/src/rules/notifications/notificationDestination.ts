import type { PortalLocale } from '../../locale/portalLocale';
import { firstPresent, readText } from '../internal/readField';
import { MANAGE_AUTOPAY_PATH } from '../routing/autopayPaths';
import {
  documentsPath,
  myLockerPath,
  paymentsListPath,
  supportCaseDetailPath,
  supportCenterPath,
} from '../routing/lockerPaths';
import { safeUrl, type SafeUrlOptions, type UnsafeUrlReason } from '../security/safeUrl';
import { unlistedSiteUrl } from '../security/unlistedSiteUrl';
import { notificationTypeOf } from './notificationType';

/** Where opening a notification leads. */
export type NotificationDestination =
  /** A portal page, built by the route builders. */
  | { readonly kind: 'path'; readonly path: string }
  /** A URL from the notification that passed {@link safeUrl} (same origin or allow-listed). */
  | { readonly kind: 'url'; readonly url: URL }
  /**
   * An external notification's https link to a site not on the allow-list: shown as a link that
   * leaves the portal (a new tab, said in words), never followed as one of the portal's own. Every
   * other check of {@link safeUrl} passed (scheme, credentials, hidden characters…).
   */
  | { readonly kind: 'external'; readonly url: URL }
  /** Open the spotlights tab of the bell. */
  | { readonly kind: 'spotlights' }
  /** Nothing to open: no URL, or an unsafe one (the reason is for logs, never shown). */
  | { readonly kind: 'none'; readonly reason: UnsafeUrlReason | 'no-destination' };

/**
 * The external action URL in the user's language (spec 000 §2): ActionURL_AR for Arabic,
 * ActionURL_EN otherwise, falling back to the other language, then URL.
 * Choice: the other language's link beats none; the user can still read the target page.
 */
export function notificationActionUrlOf(raw: unknown, locale: PortalLocale): string | undefined {
  const order =
    locale === 'ar-AE'
      ? ['ActionURL_AR', 'ActionURL_EN', 'URL']
      : ['ActionURL_EN', 'ActionURL_AR', 'URL'];
  for (const key of order) {
    const value = readText(firstPresent(raw, [key]));
    if (value !== undefined) return value;
  }
  return undefined;
}

function checkedUrl(
  raw: unknown,
  locale: PortalLocale,
  urlOptions: SafeUrlOptions,
  external = false,
): NotificationDestination {
  const candidate = notificationActionUrlOf(raw, locale);
  if (candidate === undefined) return { kind: 'none', reason: 'no-destination' };
  const checked = safeUrl(candidate, urlOptions);
  if (checked.ok) return { kind: 'url', url: checked.url };
  // Only the origin was refused: the same URL is safe as a link to another site, when that is
  // what the notification is (issue Q: an external notification's link is shown, not dropped).
  const other = external ? unlistedSiteUrl(candidate, urlOptions) : undefined;
  if (other !== undefined) return { kind: 'external', url: other };
  return { kind: 'none', reason: checked.reason };
}

/**
 * Where an actionable notification opens, by type (spec 000 §2):
 * - payment → payments list with `?txncode=` from TxnCode (the list alone without one);
 * - support or case → the case detail from CaseID (the support center without one);
 * - document and documentAuth → My Documents;
 * - application → My locker (applications in progress);
 * - recurringPayment → autopay manage;
 * - spotlight → the spotlights tab;
 * - external → ActionURL_EN / ActionURL_AR by language, else URL, checked by {@link safeUrl}; an
 *   https link to a site not on the allow-list is `external` (a link that says it leaves the portal).
 * Choices (not shown): the application, documentAuth and recurringPayment targets above; a
 * notification of unknown type is followed only through its checked action URL. Never throws on the
 * record; `urlOptions` is the portal's safeUrl configuration.
 */
export function notificationDestinationOf(
  raw: unknown,
  locale: PortalLocale,
  urlOptions: SafeUrlOptions,
): NotificationDestination {
  const path = (value: string): NotificationDestination => ({ kind: 'path', path: value });
  switch (notificationTypeOf(raw)) {
    case 'payment': {
      const txnCode = readText(firstPresent(raw, ['TxnCode', 'txnCode']));
      return path(paymentsListPath(locale, txnCode === undefined ? {} : { txnCode }));
    }
    case 'support':
    case 'case': {
      const caseId = readText(firstPresent(raw, ['CaseID', 'CaseId', 'caseId']));
      return path(
        caseId === undefined ? supportCenterPath(locale) : supportCaseDetailPath(locale, caseId),
      );
    }
    case 'document':
    case 'documentAuth':
      return path(documentsPath(locale));
    case 'application':
      return path(myLockerPath(locale));
    case 'recurringPayment':
      return path(MANAGE_AUTOPAY_PATH);
    case 'spotlight':
      return { kind: 'spotlights' };
    case 'external':
      return checkedUrl(raw, locale, urlOptions, true);
    default:
      return checkedUrl(raw, locale, urlOptions);
  }
}
