import type { DocumentDetailsLabels } from './DocumentDetails/DocumentDetails';
import type { DocumentListLabels } from './DocumentList/DocumentList';
import type { LockerT } from './lockerViews';

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
