import {
  formatDate,
  supportCaseDetailPath,
  supportCaseStatusKeyOf,
  supportCaseStatusToneOf,
  type PortalLocale,
} from '@portal/core';
import type { SupportCase } from '@portal/core/api/commonUi';
import type { SupportCaseDetailsData } from './SupportCaseDetails/SupportCaseDetails';
import type { SupportCaseItemData } from './SupportCaseList/SupportCaseList';
import type { LockerT } from './lockerViews';

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
