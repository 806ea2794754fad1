import { failureTextOf } from '@portal/core';
import {
  getNotifications,
  markNotificationRead,
  notificationsCall,
  NOTIFICATIONS_PAGE_SIZE,
} from '@portal/core/api/commonUi';
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import {
  Link,
  NotificationList,
  notificationGroupsOf,
  notificationListLabelsOf,
  type NotificationItemData,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { refreshNotificationCount } from '../../platform/api/useNotificationCount';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { LockerFrame } from './LockerFrame';
import { queryStateOf } from '../../shell/dataState/queryState';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { pagePath } from '../../platform/pages/pagePath';
import { portalQuery } from '../../platform/api/portalQuery';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { useStatusNote } from '../../shell/status/useStatusNote';

/** One page of the notifications list (spec 000 §7: actionable, 10 a page, oldest first). */
function notificationsPageQuery(client: PortalClient, page: number) {
  return portalQuery(notificationsCall, client, { page }, getNotifications);
}

/**
 * The notifications page (SCREENS.md S3.6): a page of notifications grouped by type, each leading
 * where core says (checked), new ones marked, unread ones with "mark as read". Marking one reads the
 * list and the bell's count again at once (every tab's bell follows through the count's channel).
 * The list has no total: while the next page has notifications, one more page is offered.
 */
export function NotificationsPage() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client, probeClient } = appClientsFor(locale);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const status = useStatusNote();
  const current = useQuery(notificationsPageQuery(client, page));
  // Asked alongside, so "next" is offered only when there is something on it, and opens at once.
  const next = useQuery({
    ...notificationsPageQuery(client, page + 1),
    enabled: current.data?.length === NOTIFICATIONS_PAGE_SIZE,
  });
  const hasNext = (next.data?.length ?? 0) > 0;

  const markRead = useMutation({
    mutationFn: (item: NotificationItemData) => markNotificationRead(client, item.id),
    onSuccess: async (marked) => {
      status.show(
        marked
          ? { tone: 'success', message: t('notification.marked') }
          : { tone: 'error', message: t('notification.markFailed') },
      );
      refreshNotificationCount(probeClient);
      await queryClient.invalidateQueries({
        queryKey: queryKeyPrefixOf(notificationsCall, client.options.lang),
      });
    },
    onError: (error) =>
      status.show({
        tone: 'error',
        message: failureTextOf(error, t('notification.markFailed')),
      }),
  });

  const state = queryStateOf(current, t('something.wentWrong'), (answer) =>
    notificationGroupsOf(answer, {
      t,
      locale,
      origin: window.location.origin,
      now: new Date(),
    }),
  );

  return (
    <LockerFrame title={t('notification.title')}>
      <PageStatusNote note={status.note} onClear={status.clear} />
      <NotificationList
        state={state}
        labels={notificationListLabelsOf(t)}
        page={page}
        pageCount={hasNext ? page + 1 : page}
        onPageChange={(nextPage) => {
          setPage(nextPage);
          window.scrollTo({ top: 0 });
        }}
        onMarkRead={(item) => markRead.mutate(item)}
        {...(markRead.isPending && markRead.variables ? { markingId: markRead.variables.id } : {})}
        renderLink={({ href, className, children }) =>
          href.startsWith('/') ? (
            <RouterAnchor href={href} className={className}>
              {children}
            </RouterAnchor>
          ) : (
            <a href={href} className={className} rel="noopener">
              {children}
            </a>
          )
        }
        emptyAction={
          <Link asChild variant="standalone">
            <RouterAnchor href={pagePath(locale, 'locker')}>
              {t('notification.backToLocker')}
            </RouterAnchor>
          </Link>
        }
      />
    </LockerFrame>
  );
}
