import {
  formatUnit,
  secondsToWait,
  type NotificationPreferences,
  type PortalLocale,
} from '@portal/core';
import {
  changeStayConnectedPin,
  getNotificationPreferences,
  isNotificationPreferencesRefusal,
  notificationPreferencesCall,
  saveNotificationPreferences,
  type PinChangeOutcome,
} from '@portal/core/api/common';
import {
  ChangePinForm,
  NotificationPreferencesForm,
  changePinFormLabelsOf,
  changePinOutcomeOf,
  notificationPreferencesLabelsOf,
  notificationRefusalOf,
  type ChangePinFormValues,
  type ChangePinOutcome,
  type NotificationPreferencesSaveOutcome,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { portalQuery } from '../../platform/api/portalQuery';
import type { useMessages } from '../../platform/i18n/useMessages';
import { queryStateOf } from '../../shell/dataState/queryState';
import { leaveSession } from '../../shell/session/leaveSession';

/*
 * The settings page's two forms (S8.2), loaded with the page but after its first part: the PIN change
 * and the notification preferences carry the form library, the API client and their calls, kept out
 * of the page's first JavaScript (the device settings above them work at once).
 */

type Words = ReturnType<typeof useMessages>;

/** The PIN change: core's assumed call through a mutation, its outcome in words; the third wrong PIN leaves. */
export function PinChange({ locale, t }: { readonly locale: PortalLocale; readonly t: Words }) {
  const { client } = appClientsFor(locale);
  const change = useMutation<PinChangeOutcome, unknown, ChangePinFormValues>({
    mutationFn: (values) => changeStayConnectedPin(client, values),
  });
  const onChangePin = async (values: ChangePinFormValues): Promise<ChangePinOutcome> => {
    try {
      const outcome = await change.mutateAsync(values);
      // The server signed the session out on the third wrong PIN: leave as the unlock's third does.
      if (outcome.kind === 'wrongPin' && outcome.failure.kind === 'signOut') leaveSession(locale);
      return changePinOutcomeOf(outcome, t, (ms) =>
        formatUnit(secondsToWait(ms), 'second', { locale }),
      );
    } catch {
      return { kind: 'failed' };
    }
  };
  return (
    <ChangePinForm
      className="max-w-prose"
      labels={changePinFormLabelsOf(t)}
      translate={t}
      onChangePin={onChangePin}
    />
  );
}

/** The preferences: read through the query cache, saved through a mutation that updates it. */
export function NotificationChoices({
  locale,
  t,
}: {
  readonly locale: PortalLocale;
  readonly t: Words;
}) {
  const { client } = appClientsFor(locale);
  const queryClient = useQueryClient();
  const readOptions = portalQuery(notificationPreferencesCall, client, undefined, (c, _, options) =>
    getNotificationPreferences(c, options),
  );
  const preferences = useQuery(readOptions);
  const state = queryStateOf(preferences, t('something.wentWrong'), (data) => data);
  const save = useMutation<NotificationPreferences, unknown, NotificationPreferences>({
    mutationFn: (chosen) => saveNotificationPreferences(client, chosen),
    onSuccess: (kept) => queryClient.setQueryData(readOptions.queryKey, kept),
  });
  const onSave = async (
    chosen: NotificationPreferences,
  ): Promise<NotificationPreferencesSaveOutcome> => {
    try {
      return { kind: 'saved', preferences: await save.mutateAsync(chosen) };
    } catch (error) {
      return isNotificationPreferencesRefusal(error)
        ? notificationRefusalOf(error.fieldErrors, t)
        : { kind: 'failed' };
    }
  };
  return (
    <NotificationPreferencesForm
      state={state}
      labels={notificationPreferencesLabelsOf(t)}
      translate={t}
      onSave={onSave}
    />
  );
}
