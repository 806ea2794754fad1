import {
  failureTextOf,
  type HeaderSession,
  initialsOf,
  isMenuEntryVisible,
  notificationBellLabel,
  type PortalLocale,
  type SessionFlaggedEntry,
} from '@portal/core';
import { bilingualIn, firstNameIn, type CurrentUser } from '@portal/core/api/common';
import { headerStateQuery, loadHeaderState } from '@portal/core/api/commonUi';
import { getHighlights, notificationSpotlightsCall } from '@portal/core/api/portal';
import {
  BellPanel,
  ProfileMenu,
  SignOutDialog,
  signOutDialogLabelsOf,
  type BellPanelListState,
  type BellPanelItem,
  type ProfileMenuLink,
  type SessionAction,
} from '@portal/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appClientsFor } from '../platform/api/appClients';
import { useNotificationCount } from '../platform/api/useNotificationCount';
import { useMessages } from '../platform/i18n/useMessages';
import { useSessionActions } from './session/useSessionActions';
import { writeSessionHint } from '../platform/session/sessionHint';
import { bellItemOf, notificationsPagePath, spotlightItemOf } from './header/bellPanelLists';
import { pagePath } from '../platform/pages/pagePath';
import { portalQuery } from '../platform/api/portalQuery';

/*
 * The header's parts for someone who signed in, loaded on their own so a visitor's page never
 * downloads the API client, the bell panel or the profile menu.
 */

export interface SignedInBellProps {
  readonly locale: PortalLocale;
}

/**
 * The bell with the unread count from core's shared 15-second refresher (one tab polls; a 401 stops
 * it), opening the panel with its three tabs. The lists are read when the panel opens, and again
 * when the count changes while it is open: actions and activities with core's `loadHeaderState`
 * (15 each, spec 001 §7), spotlights with the notification spotlights. A failure shows in the tab
 * with a retry; the rest of the header is untouched (spec 001 §8: notifications stop loading).
 */
export function SignedInBell({ locale }: SignedInBellProps) {
  const t = useMessages('shell', 'common');
  const { probeClient } = appClientsFor(locale);
  const notifications = useNotificationCount(probeClient);
  const signedOut = notifications.status === 'signedOut';
  useEffect(() => {
    // The count answered 401: the session is over. Dropping the hint turns the header into a
    // visitor's (it follows the hint).
    if (signedOut) writeSessionHint(false);
  }, [signedOut]);

  const [open, setOpen] = useState(false);
  const headerState = useQuery({
    ...portalQuery(headerStateQuery, probeClient, undefined, (client, _, options) =>
      loadHeaderState(client, options),
    ),
    enabled: open,
    staleTime: 0,
  });
  const spotlights = useQuery({
    ...portalQuery(notificationSpotlightsCall, probeClient, undefined, (client, _, options) =>
      getHighlights(client, 'notificationSpotlights', options),
    ),
    enabled: open,
  });
  const refreshedCount = notifications.status === 'ready' ? notifications.count : undefined;
  const { refetch } = headerState;
  useEffect(() => {
    // A new count while the panel is open: the lists follow it.
    if (open && refreshedCount !== undefined) void refetch();
  }, [open, refreshedCount, refetch]);

  if (signedOut) return null;
  const count = refreshedCount ?? headerState.data?.unreadCount;
  const context = {
    locale,
    origin: window.location.origin,
    now: new Date(),
    newTabLabel: t('footer.opensInNewTab'),
  };
  const failed = t('header.notifications.loadFailed');
  return (
    <BellPanel
      open={open}
      onOpenChange={setOpen}
      count={count}
      viewAllHref={notificationsPagePath(locale)}
      labels={{
        title: t('header.notifications.title'),
        bell: notificationBellLabel(locale, count),
        tabs: {
          actions: t('header.notifications.tabs.actions'),
          activities: t('header.notifications.tabs.activities'),
          spotlights: t('header.notifications.tabs.spotlights'),
        },
        new: t('header.notifications.new'),
        viewAll: t('header.notifications.viewAll'),
        empty: t('header.notifications.empty'),
        loading: t('header.notifications.loading'),
        retry: t('common.tryAgain'),
        retrying: t('common.loading'),
        close: t('common.close'),
      }}
      lists={{
        actions: listState(headerState, failed, (state) =>
          state.actions.map((n, i) => bellItemOf(n, i, 'actions', context)),
        ),
        activities: listState(headerState, failed, (state) =>
          state.activities.map((n, i) => bellItemOf(n, i, 'activities', context)),
        ),
        spotlights: listState(spotlights, failed, (list) =>
          list.map((highlight) => spotlightItemOf(highlight, context)),
        ),
      }}
    />
  );
}

/** A query as one tab's state: loading, the server's message (or the generic one) with a retry, or the items. */
function listState<T>(
  query: UseQueryResult<T>,
  failed: string,
  itemsOf: (data: T) => BellPanelItem[],
): BellPanelListState {
  if (query.data !== undefined) return { status: 'ready', data: itemsOf(query.data) };
  if (query.isError) {
    return {
      status: 'error',
      message: failureTextOf(query.error, failed),
      onRetry: () => void query.refetch(),
    };
  }
  return { status: 'loading' };
}

/** A lock / unlock / stay-signed-in item of the long-session header, with its flags (spec 001 §2). */
export type FlaggedSessionAction = SessionAction & SessionFlaggedEntry;

export interface SignedInProfileMenuProps {
  readonly locale: PortalLocale;
  readonly session: HeaderSession;
  /** The CMS's ProfileMenuLinks, checked. */
  readonly links: readonly ProfileMenuLink[];
  /** The CMS's greeting, used while the person's name is not known. */
  readonly welcomeMessage?: string;
  /** The person, when the server said who it is: greeted by first name, with their photo. */
  readonly user?: CurrentUser;
}

/**
 * The profile menu (welcome, photo, ProfileMenuLinks, My TAMM, and in a Stay Signed-In session the
 * lock / unlock / stay-signed-in items core's `isMenuEntryVisible` allows) and the sign-out
 * confirmation (S4.3): Sign out opens the dialog, Sign Out ends the session in every tab and goes
 * through the server's sign-out back to the visitor's home page.
 */
export function SignedInProfileMenu({
  locale,
  session,
  links,
  welcomeMessage,
  user,
}: SignedInProfileMenuProps) {
  const name = user === undefined ? undefined : firstNameIn(user, locale);
  const photoSrc = user?.photoSrc;
  // Without a photo the round button shows the person's initials, in the page's language.
  const initials =
    user === undefined
      ? undefined
      : initialsOf(
          bilingualIn(user.firstName, locale) ?? '',
          bilingualIn(user.lastName, locale) ?? '',
        );
  const t = useMessages('shell', 'common', 'session');
  const actions = useSessionActions(locale);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Locked as the server says, or as the page shows it (`?lock=true`, before the server is asked again).
  const lockedSession: HeaderSession = {
    ...session,
    isLockedSession: session.isLongSession && (session.isLockedSession || actions.locked),
  };
  const sessionActions: FlaggedSessionAction[] = [
    { id: 'lock', lock: true, label: t('header.lockSession'), onSelect: actions.lock },
    { id: 'unlock', unlock: true, label: t('header.unlockSession'), onSelect: actions.unlock },
    {
      id: 'staySignedIn',
      staySignedIn: true,
      label: t('header.staySignedIn'),
      onSelect: actions.unlock,
    },
  ].filter((entry) => isMenuEntryVisible(entry, lockedSession));
  const myTamm = pagePath(locale, 'locker');
  const personalLinks = [
    ...(links.some((link) => link.href === myTamm)
      ? []
      : [{ label: t('header.myTamm'), href: myTamm }]),
    // S7.3: the pinned services, where a resident looks for what is theirs.
    { label: t('header.favourites'), href: pagePath(locale, 'favourites') },
  ];
  return (
    <>
      <ProfileMenu
        labels={{
          menu: t('header.profileMenu'),
          welcome:
            name === undefined
              ? (welcomeMessage ?? t('header.welcomeNoName'))
              : t('header.welcome', { name }),
          signOut: t('header.signOut'),
        }}
        photoSrc={photoSrc}
        initials={initials}
        links={links}
        personalLinks={personalLinks}
        sessionActions={sessionActions}
        onSignOut={() => setConfirming(true)}
      />
      <SignOutDialog
        open={confirming}
        onOpenChange={setConfirming}
        pending={leaving}
        labels={signOutDialogLabelsOf(t)}
        onConfirm={() => {
          setLeaving(true);
          actions.signOut();
        }}
      />
    </>
  );
}
