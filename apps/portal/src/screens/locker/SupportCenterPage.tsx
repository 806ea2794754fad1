import { Link, SupportCaseList, supportCaseItemOf, supportCaseListLabelsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../api/appClients';
import { useMessages } from '../../i18n/useMessages';
import { usePageLocale } from '../../routes/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { lockerQueryStateOf } from './lockerQueryState';
import { supportCasesQuery } from './lockerWidgetQueries';
import { RouterAnchor } from './RouterAnchor';

/**
 * The support centre (SCREENS.md S3.9, spec 000 §2 `/mylocker/SupportCenter`): the user's cases with
 * their status labels (spec 000 §4, core's rules) and creation dates, each opening its detail.
 */
export function SupportCenterPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const cases = useQuery(supportCasesQuery(client));

  const state = lockerQueryStateOf(cases, t, (answer) =>
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
            <RouterAnchor href={`/${locale}/mylocker`}>{t('locker.backToLocker')}</RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
