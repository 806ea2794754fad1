import type { LockerT } from './lockerViews';
import type { SupportCaseDetailsLabels } from './SupportCaseDetails/SupportCaseDetails';
import type { SupportCaseListLabels } from './SupportCaseList/SupportCaseList';

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
