import { DocumentList, documentGroupsOf, documentListLabelsOf, Link } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { lockerDocumentsQuery } from './lockerWidgetQueries';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { pagePath } from '../../platform/pages/pagePath';

/**
 * My documents (SCREENS.md S3.8, spec 000 §2 `/mylocker/MyDocuments`): the documents grouped by the
 * month they expire, soonest first and those without an expiry date last, each marked expired,
 * expiring soon or valid (core's rules), each opening its detail.
 */
export function DocumentsPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const documents = useQuery(lockerDocumentsQuery(client));

  const state = queryStateOf(documents, t('something.wentWrong'), (answer) =>
    documentGroupsOf(answer, t, locale, new Date()),
  );

  return (
    <LockerFrame title={t('document.title')}>
      <DocumentList
        state={state}
        labels={documentListLabelsOf(t)}
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
