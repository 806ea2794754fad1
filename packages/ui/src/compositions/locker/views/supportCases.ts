/**
 * View model of `SupportCaseList` and `SupportCaseDetails`: the support centre's cases and the
 * catalogue's words as their props.
 */
import {
  formatDate,
  supportCaseDetailPath,
  supportCaseStatusKeyOf,
  supportCaseStatusToneOf,
  type PortalLocale,
} from '@portal/core';
import type { SupportCase } from '@portal/core/api/commonUi';
import type {
  SupportCaseDetailsData,
  SupportCaseDetailsLabels,
} from '../SupportCaseDetails/SupportCaseDetails';
import type {
  SupportCaseItemData,
  SupportCaseListLabels,
} from '../SupportCaseList/SupportCaseList';
import type { LockerT } from './translator';

/**
 * A case's status in words and tone: the catalogue's label of its code (core's
 * `supportCaseStatusKeyOf`, spec 000 §4), or the server's own label for a code the catalogue does
 * not know; the tone is core's `supportCaseStatusToneOf`.
 */
function statusOf(supportCase: SupportCase, t: LockerT) {
  const key = supportCaseStatusKeyOf(supportCase.statusCode);
  const label =
    key === 'supportCase.status.unknown' && supportCase.statusText !== undefined
      ? supportCase.statusText
      : t(key);
  return { label, tone: supportCaseStatusToneOf(supportCase.statusCode) };
}

/**
 * What one row of the support centre shows (SCREENS.md S3.9): title, case number, status and the
 * date it was created, and the case's address (`supportCaseDetailPath`, spec 000 §2).
 */
export function supportCaseItemOf(
  supportCase: SupportCase,
  t: LockerT,
  locale: PortalLocale,
): SupportCaseItemData {
  return {
    id: supportCase.caseId,
    title: supportCase.title ?? t('supportCase.untitled'),
    href: supportCaseDetailPath(locale, supportCase.caseId),
    caseNumber: t('supportCase.caseNumber', { caseId: supportCase.caseId }),
    status: statusOf(supportCase, t),
    created: t('supportCase.createdOn', { date: formatDate(supportCase.createdOn, { locale }) }),
  };
}

/** What a case's detail shows (SCREENS.md S3.9): number, subject, status and creation date. */
export function supportCaseDetailsOf(
  supportCase: SupportCase,
  t: LockerT,
  locale: PortalLocale,
): SupportCaseDetailsData {
  return {
    caseId: supportCase.caseId,
    title: supportCase.title ?? t('supportCase.untitled'),
    status: statusOf(supportCase, t),
    created: formatDate(supportCase.createdOn, { locale }),
  };
}

/** The words of `SupportCaseList` from core's catalogues (namespaces locker and common). */
export function supportCaseListLabelsOf(t: LockerT): SupportCaseListLabels {
  return {
    loading: t('supportCase.loading'),
    empty: t('supportCase.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
  };
}

/** The words of `SupportCaseDetails` from core's catalogues (namespaces locker and common). */
export function supportCaseDetailsLabelsOf(t: LockerT): SupportCaseDetailsLabels {
  return {
    loading: t('supportCase.loadingOne'),
    empty: t('supportCase.notFound'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    caseId: t('supportCase.caseId'),
    subject: t('supportCase.subject'),
    status: t('supportCase.status'),
    created: t('supportCase.created'),
  };
}
