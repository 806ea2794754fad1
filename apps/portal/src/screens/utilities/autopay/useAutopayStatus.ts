import { failureTextOf } from '@portal/core';
import { updateAutopayStatus, type AutopayStatusAction } from '@portal/core/api/paymentHub';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { appClientsFor } from '../../../platform/api/appClients';
import { usePageLocale } from '../../../platform/locale/usePageLocale';
import { useStatusNote } from '../../../shell/status/useStatusNote';
import { UTILITY_QUERY_SCOPES } from '../utilityQueries';
import { useUtilityWords } from '../utilityWordsHook';

/** An account whose autopay is about to change, with its title for the messages. */
export interface AutopayTarget {
  readonly id: string;
  readonly title: string;
}

/** The id of an autopay page's `<h1>`, where focus goes once a cancelled account's buttons are gone. */
export const AUTOPAY_TITLE_ID = 'autopay-title';

const DONE_KEY = {
  pause: 'autopay.pausedFor',
  resume: 'autopay.resumedFor',
  cancel: 'autopay.cancelledFor',
} as const satisfies Record<AutopayStatusAction, string>;

/**
 * Pause, resume and cancel on an autopay page: the change (core's `updateAutopayStatus`), the
 * refetch of every utilities list, the outcome note (the one the navigation here carried first), and the
 * account waiting for the cancel confirmation.
 */
export function useAutopayStatus() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const status = useStatusNote();
  const [cancelling, setCancelling] = useState<AutopayTarget | undefined>(undefined);
  const cancelled = useRef(false);
  const change = useMutation({
    mutationFn: ({ target, action }: { target: AutopayTarget; action: AutopayStatusAction }) =>
      updateAutopayStatus(client, target.id, action),
    onSuccess: (_data, { target, action }) => {
      cancelled.current = action === 'cancel';
      status.success(t(DONE_KEY[action], { name: target.title }));
    },
    onError: (error) => status.failure(failureTextOf(error, t('something.wentWrong'))),
    onSettled: async () => {
      setCancelling(undefined);
      await Promise.all(
        UTILITY_QUERY_SCOPES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  return {
    note: status.note,
    setNote: status.show,
    clearNote: status.clear,
    cancelling,
    busy: change.isPending,
    /** Pauses or resumes at once; a cancel asks first (see `cancelling`). */
    request: (target: AutopayTarget, action: AutopayStatusAction) => {
      if (action === 'cancel') setCancelling(target);
      else change.mutate({ target, action });
    },
    confirmCancel: () => {
      if (cancelling) change.mutate({ target: cancelling, action: 'cancel' });
    },
    dismissCancel: () => {
      if (!change.isPending) setCancelling(undefined);
    },
    /**
     * Where focus goes as the confirmation closes: back to the cancel button when nothing was
     * cancelled; to the page's heading when autopay was cancelled, as that button is about to go.
     */
    onCancelDialogClosed: (event: Event) => {
      if (!cancelled.current) return;
      cancelled.current = false;
      event.preventDefault();
      document.getElementById(AUTOPAY_TITLE_ID)?.focus();
    },
  };
}
