import { supportCenterPath } from '@portal/core';
import { findSupportCase } from '@portal/core/api/commonUi';
import {
  Link,
  SupportCaseDetails,
  supportCaseDetailsLabelsOf,
  supportCaseDetailsOf,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { supportCasesQuery } from './lockerWidgetQueries';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { usePageParams } from '../../platform/pages/usePageParams';

/**
 * A support case (SCREENS.md S3.9, spec 000 §2 `/mylocker/SupportCenter/Details/{CaseID}`), where a
 * support or case notification leads: no call reads one case, so it is found in the list by its
 * CaseID. A case not in the list reads as "not found" with the way back to the support centre. The
 * breadcrumbs pass through the support centre.
 */
export function SupportCasePage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const { caseId } = usePageParams('lockerSupportCase');
  const cases = useQuery(supportCasesQuery(client));
  const supportCase = cases.data && findSupportCase(cases.data, caseId);

  const state = queryStateOf(
    cases,
    t('something.wentWrong'),
    () => supportCase && supportCaseDetailsOf(supportCase, t, locale),
  );

  return (
    <LockerFrame
      title={t('supportCase.detailTitle', { caseId })}
      parent={{ label: t('supportCase.title'), href: supportCenterPath(locale) }}
    >
      <SupportCaseDetails
        state={state}
        labels={supportCaseDetailsLabelsOf(t)}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={supportCenterPath(locale)}>
              {t('supportCase.backToSupport')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
