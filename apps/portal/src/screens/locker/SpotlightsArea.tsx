import { failureTextOf } from '@portal/core';
import { recordSpotlightInteractions } from '@portal/core/api/portal';
import { widgetListCall } from '@portal/core/api/commonUi';
import { queryKeyPrefixOf } from '@portal/core/query';
import {
  SpotlightList,
  spotlightItemsOf,
  spotlightListLabelsOf,
  type SpotlightItemData,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { dashboardSpotlightsQuery } from './lockerHomeQueries';
import { queryStateOf } from '../../shell/dataState/queryState';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { useStatusNote } from '../../shell/status/useStatusNote';

/**
 * The locker's spotlights (SCREENS.md S3.1). Seeing one records it as read, once; dismissing one
 * records it as dismissed, takes it off the list and says so (spec 000 §7
 * upsertSpotlightUserInteractions, platform 'portal'). A failed "read" is not worth telling the
 * person about (the spotlight simply stays new); a failed dismissal is.
 */
export function SpotlightsArea() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const queryClient = useQueryClient();
  const spotlights = useQuery(dashboardSpotlightsQuery(client));
  const status = useStatusNote();

  const refreshCounts = () =>
    queryClient.invalidateQueries({ queryKey: queryKeyPrefixOf(widgetListCall) });

  const markSeen = useMutation({
    mutationFn: (ids: readonly string[]) =>
      recordSpotlightInteractions(
        client,
        ids.map((spotlightId) => ({ spotlightId, status: 'read' as const })),
      ),
    // The list keeps showing "New" on what was just seen until the next visit, as a bell does;
    // only the widgets' unread count follows at once.
    onSuccess: refreshCounts,
  });

  const dismiss = useMutation({
    mutationFn: (item: SpotlightItemData) =>
      recordSpotlightInteractions(client, [{ spotlightId: item.id, status: 'dismissed' }]),
    onSuccess: async (recorded) => {
      status.show(
        recorded
          ? { tone: 'success', message: t('locker.spotlights.dismissed') }
          : { tone: 'error', message: t('locker.spotlights.dismissFailed') },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardSpotlightsQuery(client).queryKey }),
        refreshCounts(),
      ]);
    },
    onError: (error) =>
      status.show({
        tone: 'error',
        message: failureTextOf(error, t('locker.spotlights.dismissFailed')),
      }),
  });

  const unseen = new Set(
    spotlightItemsOf(spotlights.data ?? [], locale)
      .filter((item) => item.isNew)
      .map((item) => item.id),
  );

  return (
    <section aria-labelledby="locker-spotlights" className="flex min-w-0 flex-col gap-4">
      <h2 id="locker-spotlights" className="text-title font-semibold">
        {t('locker.spotlights.title')}
      </h2>
      <PageStatusNote note={status.note} onClear={status.clear} />
      <SpotlightList
        labels={spotlightListLabelsOf(t)}
        state={queryStateOf(spotlights, t('something.wentWrong'), (answer) =>
          spotlightItemsOf(answer, locale),
        )}
        onSeen={(ids) => {
          const fresh = ids.filter((id) => unseen.has(id));
          if (fresh.length > 0) markSeen.mutate(fresh);
        }}
        onDismiss={(item) => dismiss.mutate(item)}
        {...(dismiss.isPending && dismiss.variables ? { dismissingId: dismiss.variables.id } : {})}
      />
    </section>
  );
}
