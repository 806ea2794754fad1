import { PAYMENT_ENTITIES, shellMessages } from '@portal/core';
import {
  Button,
  Link as KitLink,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLinkItem,
  DropdownMenuTrigger,
  UtilityHub,
  utilityErrorText,
  utilityHubGroupsOf,
  type UtilityHubState,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { appClientsFor } from '../../api/appClients';
import { usePageLocale } from '../../routes/usePageLocale';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { AccountActions } from './AccountActions';
import { utilityHubQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';

/** Entities whose accounts are linked here; Darb's live in the toll wallet (S6). */
export const LINKABLE_ENTITIES = PAYMENT_ENTITIES.filter((entity) => entity !== 'darb');

/** The utilities and payments hub (SCREENS.md S5.1). */
export function UtilitiesHubPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const router = useRouter();
  const { client } = appClientsFor(locale);
  const hub = useQuery(utilityHubQuery(client));
  useDocumentTitle(t('utilities.title'), shellMessages(locale).siteName);

  const state: UtilityHubState = hub.isPending
    ? { status: 'loading' }
    : hub.isError
      ? { status: 'error', message: utilityErrorText(hub.error, t), onRetry: () => hub.refetch() }
      : {
          status: 'ready',
          groups: utilityHubGroupsOf(hub.data, {
            t,
            locale,
            actionsOf: (entry, title) => <AccountActions entry={entry} title={title} />,
          }),
        };

  const addAccount = (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="secondary">{t('utilities.addAccount')}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {LINKABLE_ENTITIES.map((entity) => {
          const href = `/${locale}/my-utilities/link/${entity}`;
          return (
            <DropdownMenuLinkItem
              key={entity}
              href={href}
              onSelect={(event) => {
                event.preventDefault();
                void router.navigate({ href });
              }}
            >
              {t(`utilities.entity.${entity}`)}
            </DropdownMenuLinkItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-display font-bold">{t('utilities.title')}</h1>
        <p className="max-w-prose text-body text-ink-muted">{t('utilities.description')}</p>
        <p>
          <KitLink asChild variant="standalone">
            <Link to="/$locale/my-utilities/manage-autopay" params={{ locale }}>
              {t('autopay.manage')}
            </Link>
          </KitLink>
        </p>
      </div>
      <UtilityHub
        state={state}
        labels={{
          loading: t('utilities.loadingAccounts'),
          emptyTitle: t('utilities.noAccounts'),
          empty: t('utilities.noAccountsNext'),
          errorTitle: t('utilities.loadError'),
          retry: t('utilities.tryAgain'),
          retrying: t('utilities.retrying'),
        }}
        addAccount={addAccount}
      />
    </div>
  );
}
