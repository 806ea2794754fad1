import { failureTextOf, formatDayOrdinal, isDayOfMonth, shellMessages } from '@portal/core';
import { saveAutopaySchedule } from '@portal/core/api/paymentHub';
import {
  AutopayAccounts,
  AutopaySetupForm,
  autopayAccountsLabelsOf,
  autopayAccountsOf,
  autopaySetupFormLabelsOf,
} from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { BackToManageAutopayLink } from './autopay/AutopayLinks';
import { useAutopayAccount } from './autopay/useAutopayAccount';
import { UTILITY_QUERY_SCOPES } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';
import { carryingNote } from '../../platform/page/statusNote';

/**
 * Autopay account setup (SCREENS.md S5.8, spec 000 §2 /wb/dge/autopay/setup-autopay-account?id=): the
 * account, the day of the month 1–31 with ordinals, and save; then back to manage autopay with the
 * outcome said.
 */
export function SetupAutopayAccountPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const { utility, title, gate } = useAutopayAccount();
  const heading =
    title === undefined ? t('autopay.setup') : t('autopay.setupTitle', { name: title });
  useDocumentTitle(heading, shellMessages(locale).siteName);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToManageAutopayLink locale={locale} label={t('autopay.backToManage')} />
      <h1 className="text-display font-bold break-words">{heading}</h1>
      {utility === undefined || title === undefined ? (
        gate
      ) : (
        <>
          <AutopayAccounts
            state={{ status: 'ready', data: autopayAccountsOf([utility], { t, locale }) }}
            labels={autopayAccountsLabelsOf(t)}
            empty={{ message: t('autopay.notFound') }}
            className="max-w-md"
          />
          <AutopaySetupForm
            key={utility.id}
            labels={autopaySetupFormLabelsOf(t, t('autopay.save'))}
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
                UTILITY_QUERY_SCOPES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
              );
              const message = t('autopay.savedFor', {
                name: title,
                ordinal: formatDayOrdinal(dayOfMonth, locale),
              });
              await navigate({
                to: pagePath(locale, 'autopayManage'),
                state: carryingNote({ message, tone: 'success' }),
              });
            }}
          />
        </>
      )}
    </div>
  );
}
