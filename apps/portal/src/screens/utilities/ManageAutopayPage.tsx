import { shellMessages } from '@portal/core';
import {
  AutopayAccounts,
  Button,
  autopayAccountsLabelsOf,
  autopayAccountsOf,
  type AutopayAccount,
  type DataState,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { queryStateOf } from '../../shell/dataState/queryState';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { BackToHubLink } from '../../shell/links/BackToHubLink';
import { AutopayAccountActions } from './autopay/AutopayAccountActions';
import { AutopayCancelDialog } from './autopay/AutopayCancelDialog';
import { AUTOPAY_TITLE_ID, useAutopayStatus } from './autopay/useAutopayStatus';
import { autopayUtilitiesQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';

/**
 * Manage autopay (SCREENS.md S5.8, spec 000 §2 /my-utilities/manage-autopay): every account of an
 * eligible provider with its state (none, active, paused) and payment day; set up, manage, pause,
 * resume, and cancel after a confirmation.
 */
export function ManageAutopayPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { client } = appClientsFor(locale);
  const list = useQuery(autopayUtilitiesQuery(client));
  const status = useAutopayStatus();
  useDocumentTitle(t('autopay.manage'), shellMessages(locale).siteName);

  const state: DataState<readonly AutopayAccount[]> = queryStateOf(
    list,
    t('something.wentWrong'),
    (utilities) =>
      autopayAccountsOf(utilities, {
        t,
        locale,
        actionsOf: (utility, autopay, title) => (
          <AutopayAccountActions
            utility={utility}
            state={autopay}
            title={title}
            busy={status.busy}
            onStatus={(action) => status.request({ id: utility.id, title }, action)}
          />
        ),
      }),
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToHubLink locale={locale} label={t('utilities.backToHub')} />
      <div className="flex flex-col gap-2">
        <h1 id={AUTOPAY_TITLE_ID} tabIndex={-1} className="text-display font-bold">
          {t('autopay.manage')}
        </h1>
        <p className="max-w-prose text-body text-ink-muted">{t('autopay.pageIntro')}</p>
      </div>
      <PageStatusNote note={status.note} onClear={status.clearNote} />
      <div>
        <Button asChild variant="secondary">
          <Link to={pagePath(locale, 'autopaySetup')}>{t('autopay.setup')}</Link>
        </Button>
      </div>
      <AutopayAccounts
        state={state}
        labels={autopayAccountsLabelsOf(t)}
        empty={{
          message: t('autopay.empty'),
          action: (
            <Button asChild variant="secondary">
              <Link to={pagePath(locale, 'utilitiesHub')}>{t('utilities.addAccount')}</Link>
            </Button>
          ),
        }}
      />
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
