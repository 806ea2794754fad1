import {
  autopayStateOf,
  failureTextOf,
  formatDayOrdinal,
  isDayOfMonth,
  shellMessages,
} from '@portal/core';
import { saveAutopaySchedule } from '@portal/core/api/paymentHub';
import {
  AutopayAccounts,
  AutopaySetupForm,
  autopayAccountsLabelsOf,
  autopayAccountsOf,
  autopaySetupFormLabelsOf,
} from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { AutopayAccountActions } from './autopay/AutopayAccountActions';
import { AutopayCancelDialog } from './autopay/AutopayCancelDialog';
import { BackToManageAutopayLink } from './autopay/AutopayLinks';
import { useAutopayAccount } from './autopay/useAutopayAccount';
import { AUTOPAY_TITLE_ID, useAutopayStatus } from './autopay/useAutopayStatus';
import { UTILITY_QUERY_SCOPES } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';

/**
 * Autopay manage account (SCREENS.md S5.8, spec 000 §2 /wb/dge/autopay/manage-autopay-account?id=):
 * one account's schedule with its state; change the day, pause, resume, or cancel after a
 * confirmation. An account without autopay offers its setup.
 */
export function ManageAutopayAccountPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const { utility, title, gate } = useAutopayAccount();
  const status = useAutopayStatus();
  const heading =
    title === undefined ? t('autopay.manage') : t('autopay.manageTitle', { name: title });
  useDocumentTitle(heading, shellMessages(locale).siteName);
  const state = utility ? autopayStateOf(utility.autopayStatus) : 'none';

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToManageAutopayLink locale={locale} label={t('autopay.backToManage')} />
      <h1 id={AUTOPAY_TITLE_ID} tabIndex={-1} className="text-display font-bold break-words">
        {heading}
      </h1>
      <PageStatusNote note={status.note} onClear={status.clearNote} />
      {utility === undefined || title === undefined ? (
        gate
      ) : (
        <>
          <AutopayAccounts
            state={{
              status: 'ready',
              data: autopayAccountsOf([utility], {
                t,
                locale,
                actionsOf: (_utility, autopay) => (
                  <AutopayAccountActions
                    utility={utility}
                    state={autopay}
                    title={title}
                    linkToAccount={false}
                    busy={status.busy}
                    onStatus={(action) => status.request({ id: utility.id, title }, action)}
                  />
                ),
              }),
            }}
            labels={autopayAccountsLabelsOf(t)}
            empty={{ message: t('autopay.notFound') }}
            className="max-w-md"
          />
          {state === 'none' ? null : (
            <section aria-labelledby="autopay-change-day" className="flex flex-col gap-4">
              <h2 id="autopay-change-day" className="text-title font-semibold">
                {t('autopay.changeDay')}
              </h2>
              <AutopaySetupForm
                key={`${utility.id}-${String(utility.dayOfMonth)}`}
                labels={autopaySetupFormLabelsOf(t, t('autopay.saveDay'))}
                translate={t}
                locale={locale}
                optionLabel={(ordinal) => t('autopay.day.option', { ordinal })}
                {...(isDayOfMonth(utility.dayOfMonth) ? { defaultDay: utility.dayOfMonth } : {})}
                onSave={async ({ dayOfMonth }) => {
                  try {
                    await saveAutopaySchedule(client, { id: utility.id, dayOfMonth });
                  } catch (error) {
                    return failureTextOf(error, t('something.wentWrong'));
                  }
                  await Promise.all(
                    UTILITY_QUERY_SCOPES.map((queryKey) =>
                      queryClient.invalidateQueries({ queryKey }),
                    ),
                  );
                  status.setNote({
                    message: t('autopay.savedFor', {
                      name: title,
                      ordinal: formatDayOrdinal(dayOfMonth, locale),
                    }),
                    tone: 'success',
                  });
                }}
              />
            </section>
          )}
        </>
      )}
      <AutopayCancelDialog
        target={status.cancelling}
        busy={status.busy}
        onConfirm={status.confirmCancel}
        onDismiss={status.dismissCancel}
        onCloseAutoFocus={status.onCancelDialogClosed}
      />
    </div>
  );
}
