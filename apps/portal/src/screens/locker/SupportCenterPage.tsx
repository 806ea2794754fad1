import { Link, SupportCaseList, supportCaseItemOf, supportCaseListLabelsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { supportCasesQuery } from './lockerWidgetQueries';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * The support centre (SCREENS.md S3.9, spec 000 §2 `/mylocker/SupportCenter`): the user's cases with
 * their status labels (spec 000 §4, core's rules) and creation dates, each opening its detail.
 */
export function SupportCenterPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const cases = useQuery(supportCasesQuery(client));

  const state = queryStateOf(cases, t('something.wentWrong'), (answer) =>
    answer.map((item) => supportCaseItemOf(item, t, locale)),
  );

  return (
    <LockerFrame title={t('supportCase.title')}>
      <SupportCaseList
        state={state}
        labels={supportCaseListLabelsOf(t)}
        renderLink={(link) => <RouterAnchor {...link} />}
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'locker')}>
              {t('locker.backToLocker')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
