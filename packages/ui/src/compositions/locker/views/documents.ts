/**
 * View model of `DocumentList` and `DocumentDetails`: the locker's documents and the catalogue's
 * words as their props.
 */
import {
  documentDetailPath,
  documentExpiryMarkOf,
  documentsByExpiryMonth,
  formatDate,
  formatMonth,
  type PortalLocale,
} from '@portal/core';
import type { LockerDocument } from '@portal/core/api/commonUi';
import type {
  DocumentDetailsData,
  DocumentDetailsLabels,
} from '../DocumentDetails/DocumentDetails';
import type {
  DocumentGroupData,
  DocumentItemData,
  DocumentListLabels,
} from '../DocumentList/DocumentList';
import type { LockerT } from './translator';

/** The mark of a document in words and tone: core's `documentExpiryMarkOf`, translated. */
function markOf(document: LockerDocument, t: LockerT, now: Date) {
  const mark = documentExpiryMarkOf(document.expiryDate, now);
  return { label: t(mark.messageKey), tone: mark.tone, kind: mark.kind };
}

/** "Expires on 20 January 2027", or "Does not expire". */
function expiryLineOf(document: LockerDocument, t: LockerT, locale: PortalLocale) {
  return document.expiryDate === undefined
    ? t('document.noExpiry')
    : t('document.expiresOn', { date: formatDate(document.expiryDate, { locale }) });
}

/**
 * What the documents page shows (SCREENS.md S3.8), every decision core's: the groups by expiry month
 * soonest first with the undated last (`documentsByExpiryMonth`), each month said as "January 2027"
 * (`formatMonth`), each document's mark (`documentExpiryMarkOf`) and its detail address
 * (`documentDetailPath`, spec 000 §2).
 */
export function documentGroupsOf(
  documents: readonly LockerDocument[],
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): DocumentGroupData[] {
  return documentsByExpiryMonth(documents, (document) => document.expiryDate).map((group) => {
    const key =
      group.month === undefined
        ? 'no-expiry'
        : `${group.month.year}-${String(group.month.month).padStart(2, '0')}`;
    return {
      key,
      title: group.month === undefined ? t('document.noExpiryGroup') : formatMonth(key, { locale }),
      items: group.items.map((document): DocumentItemData => ({
        id: document.path.join('/'),
        title: document.title,
        href: documentDetailPath(locale, ...document.path),
        ...(document.issuer === undefined ? {} : { issuer: document.issuer }),
        expiry: expiryLineOf(document, t, locale),
        mark: markOf(document, t, now),
      })),
    };
  });
}

/**
 * What a document's detail shows (SCREENS.md S3.8): its mark, issuer, number and dates
 * (dd MMMM yyyy, Arabic months in Arabic); what the widget did not send is left out.
 */
export function documentDetailsOf(
  document: LockerDocument,
  t: LockerT,
  locale: PortalLocale,
  now: Date,
): DocumentDetailsData {
  return {
    title: document.title,
    mark: markOf(document, t, now),
    ...(document.issuer === undefined ? {} : { issuer: document.issuer }),
    ...(document.number === undefined ? {} : { number: document.number }),
    ...(document.issueDate === undefined
      ? {}
      : { issueDate: formatDate(document.issueDate, { locale }) }),
    expiryDate:
      document.expiryDate === undefined
        ? t('document.noExpiry')
        : formatDate(document.expiryDate, { locale }),
  };
}

/** The words of `DocumentList` from core's catalogues (namespaces locker and common). */
export function documentListLabelsOf(t: LockerT): DocumentListLabels {
  return {
    loading: t('document.loading'),
    empty: t('document.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
  };
}

/** The words of `DocumentDetails` from core's catalogues (namespaces locker and common). */
export function documentDetailsLabelsOf(t: LockerT): DocumentDetailsLabels {
  return {
    loading: t('document.loadingOne'),
    empty: t('document.notFound'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    status: t('document.status'),
    issuer: t('document.issuer'),
    number: t('document.number'),
    issueDate: t('document.issueDate'),
    expiryDate: t('document.expiryDate'),
  };
}
