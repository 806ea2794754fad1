import { failureTextOf, PAYMENT_ENTITIES, type PaymentEntity, shellMessages } from '@portal/core';
import type { UtilityHubEntry } from '@portal/core/api/paymentHub';
import {
  Button,
  Link as KitLink,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLinkItem,
  DropdownMenuTrigger,
  UtilityHub,
  utilityHubGroupsOf,
  utilityHubLabelsOf,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { Suspense, lazy, useRef, useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { queryStateOf } from '../../shell/dataState/queryState';
import { AccountActions } from './AccountActions';
import { useAccountChanges, type AccountRef } from './useAccountChanges';

const RenameAccountArea = lazy(() => import('./RenameAccountArea'));
const RemoveAccountArea = lazy(() => import('./RemoveAccountArea'));
import { utilityHubQuery } from './utilityQueries';
import { useUtilityWords } from './utilityWordsHook';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { useStatusNote } from '../../shell/status/useStatusNote';

// What the route starts as the page loads, beside its code (src/routes/pageQueries.ts).
export { startPageQueries } from './UtilitiesHubPageQueries';

/** Entities whose accounts are linked here; Darb's live in the toll wallet (S6). */
export const LINKABLE_ENTITIES = PAYMENT_ENTITIES.filter((entity) => entity !== 'darb');

/** The hub's other pages: autopay (S5.8), parking (S6.7) and Salik (S6.8). */
// The hub is where spec 000 §1 puts every utility, the Darb toll wallets among them.
const MORE_LINKS = [
  { page: 'walletWallets', key: 'wallet.link' },
  { page: 'autopayManage', key: 'autopay.manage' },
  { page: 'walletParking', key: 'parking.link' },
  { page: 'walletSalik', key: 'salik.link' },
] as const;

/** An account a dialog is open for: where it lives, its card's title and its nickname. */
interface ChosenAccount extends AccountRef {
  readonly title: string;
  readonly nickname: string | undefined;
}

function chosenOf(entry: UtilityHubEntry, title: string): ChosenAccount | undefined {
  const { entity, id, nickname } = entry.account;
  return entity === 'unknown'
    ? undefined
    : { entity: entity satisfies PaymentEntity, id, title, nickname };
}

/**
 * The utilities and payments hub (SCREENS.md S5.1): linked accounts by category, add an account, and
 * each account's actions, renaming and removing included (S5.3). The result of a change (and of
 * linking, on the way back from the link form) is said in a status line that clears itself.
 */
export function UtilitiesHubPage() {
  const locale = usePageLocale();
  const t = useUtilityWords();
  const router = useRouter();
  const { client } = appClientsFor(locale);
  const hub = useQuery(utilityHubQuery(client));
  useDocumentTitle(t('utilities.title'), shellMessages(locale).siteName);

  const status = useStatusNote();
  const [renaming, setRenaming] = useState<ChosenAccount>();
  const [removing, setRemoving] = useState<ChosenAccount>();
  const { rename, remove } = useAccountChanges(client);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing, {
      onSuccess: () => status.show({ tone: 'success', message: t('utilities.removed') }),
      onError: (error) =>
        status.show({
          tone: 'error',
          message: failureTextOf(error, t('utilities.removeFailed')),
        }),
      onSettled: () => {
        setRemoving(undefined);
        // The card and its buttons may be gone: the page's heading takes the focus.
        headingRef.current?.focus();
      },
    });
  };

  const state = queryStateOf(hub, t('something.wentWrong'), (entries) =>
    utilityHubGroupsOf(entries, {
      t,
      locale,
      // Provider logos come from the hub's entity list: shown only from the page's own origin.
      urlOptions: { origin: window.location.origin },
      actionsOf: (entry, title) => (
        <AccountActions
          entry={entry}
          title={title}
          onRename={() => setRenaming(chosenOf(entry, title))}
          onRemove={() => setRemoving(chosenOf(entry, title))}
        />
      ),
    }),
  );

  const addAccount = (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="secondary">{t('utilities.addAccount')}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {LINKABLE_ENTITIES.map((entity) => {
          const href = pagePath(locale, 'utilitiesLink', { entity });
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
        <h1 ref={headingRef} tabIndex={-1} className="text-display font-bold focus:outline-none">
          {t('utilities.title')}
        </h1>
        <p className="max-w-prose text-body text-ink-muted">{t('utilities.description')}</p>
        <nav aria-label={t('utilities.moreLinks')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {MORE_LINKS.map((link) => (
              <li key={link.page}>
                <KitLink asChild variant="standalone">
                  <Link to={pagePath(locale, link.page)}>{t(link.key)}</Link>
                </KitLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <PageStatusNote note={status.note} onClear={status.clear} />
      <UtilityHub state={state} labels={utilityHubLabelsOf(t)} addAccount={addAccount} />
      {renaming ? (
        <Suspense fallback={null}>
          <RenameAccountArea
            key={renaming.id}
            title={renaming.title}
            nickname={renaming.nickname}
            onClose={() => setRenaming(undefined)}
            onSave={async (nickname) => {
              try {
                await rename.mutateAsync({ account: renaming, nickname });
              } catch (error) {
                return failureTextOf(error, t('something.wentWrong'));
              }
              setRenaming(undefined);
              status.show({ tone: 'success', message: t('utilities.nickname.saved') });
            }}
          />
        </Suspense>
      ) : null}
      {removing ? (
        <Suspense fallback={null}>
          <RemoveAccountArea
            title={removing.title}
            removing={remove.isPending}
            onConfirm={confirmRemove}
            onCancel={() => setRemoving(undefined)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
