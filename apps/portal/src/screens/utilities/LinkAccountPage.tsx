import { failureTextOf, isPaymentEntity, shellMessages } from '@portal/core';
import { linkAccount } from '@portal/core/api/paymentHub';
import { Alert, LinkAccountForm, linkAccountFormLabelsOf, mobilePlanOptionsOf } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { UTILITY_QUERY_SCOPES } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';
import { BackToHubLink } from '../../shell/links/BackToHubLink';
import { usePageParams } from '../../platform/pages/usePageParams';
import { carryingNote } from '../../platform/page/statusNote';

/** Mobile operators ask which plan the account is on (spec 000 §3 mobile plan type). */
const MOBILE_ENTITIES = new Set(['etisalat', 'du']);

/** Link an account of one provider (SCREENS.md S5.2). */
export function LinkAccountPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const { entity } = usePageParams('utilitiesLink');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const known = isPaymentEntity(entity) && entity !== 'darb' ? entity : undefined;
  const provider = known ? t(`utilities.entity.${known}`) : '';
  const title = known ? t('utilities.link.title', { provider }) : t('utilities.unknownProvider');
  useDocumentTitle(title, shellMessages(locale).siteName);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <BackToHubLink locale={locale} label={t('utilities.backToHub')} />
      <h1 className="text-display font-bold break-words">{title}</h1>
      {known ? (
        <LinkAccountForm
          key={known}
          entity={known}
          translate={t}
          labels={linkAccountFormLabelsOf(t)}
          {...(MOBILE_ENTITIES.has(known) ? { plans: mobilePlanOptionsOf(t) } : {})}
          onLink={async (values) => {
            try {
              await linkAccount(client, known, {
                accountNumber: values.accountNumber,
                ...(values.nickname === undefined ? {} : { nickname: values.nickname }),
                ...(values.mobilePlanType === undefined
                  ? {}
                  : { mobilePlanType: values.mobilePlanType }),
              });
            } catch (error) {
              return failureTextOf(error, t('something.wentWrong'));
            }
            await Promise.all(
              UTILITY_QUERY_SCOPES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
            );
            await navigate({
              to: pagePath(locale, 'utilitiesHub'),
              state: carryingNote({ message: t('account.linked'), tone: 'success' }),
            });
          }}
        />
      ) : (
        <Alert tone="error">{t('utilities.unknownProvider')}</Alert>
      )}
    </div>
  );
}
