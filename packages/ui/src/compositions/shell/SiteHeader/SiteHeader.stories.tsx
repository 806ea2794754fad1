import { notificationBellLabel } from '@portal/core';
import type { Translator } from '@portal/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../../../components/Button';
import { NotificationBell } from '../../../components/NotificationBell';
import { SearchCombobox } from '../../../components/SearchCombobox';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { SiteHeader, type SiteHeaderLink, type SiteHeaderProps } from './SiteHeader';
import { loadHeaderNavigation, siteHeaderLabelsOf } from './siteHeaderStoryData';

function otherLanguage(t: Translator['t']) {
  return (
    <a href="#language" className="rounded-control px-3 py-2 font-semibold text-brand underline">
      {t('shell.otherLanguage')}
    </a>
  );
}

function profileMenu(t: Translator['t'], sessionActions: { id: string; label: string }[] = []) {
  return (
    <ProfileMenu
      labels={{
        menu: t('header.profileMenu'),
        welcome: t('header.welcomeNoName'),
        signOut: t('header.signOut'),
      }}
      sessionActions={sessionActions.map((action) => ({ ...action, onSelect: fn() }))}
      onSignOut={fn()}
    />
  );
}

/** The visitor's header of the stories, with the sandbox's navigation and `search` when given. */
function visitorHeader(
  args: SiteHeaderProps,
  loaded: Record<string, unknown>,
  search?: (t: Translator['t']) => ReactNode,
) {
  const t = storyT(loaded);
  return (
    <SiteHeader
      {...args}
      labels={siteHeaderLabelsOf(t)}
      navigation={sandboxData<SiteHeaderLink[]>(loaded)}
      languageSwitch={otherLanguage(t)}
      search={search?.(t)}
      account={{
        kind: 'visitor',
        register: { label: t('header.register'), href: '#/register' },
        signIn: <Button>{t('header.signIn')}</Button>,
      }}
    />
  );
}

const meta = {
  title: 'Shell/SiteHeader',
  component: SiteHeader,
  args: {
    labels: { home: '', siteName: '', navigation: '', menu: { open: '', close: '' } },
    homeHref: '#/',
    account: { kind: 'pending' },
  },
  argTypes: { labels: { control: false }, account: { control: false } },
  loaders: [shellWordsLoader],
  parameters: {
    layout: 'fullscreen',
    sandbox: sandboxStory({ load: ({ client }) => loadHeaderNavigation(client) }).sandbox,
  },
  render: (args, { loaded }) => visitorHeader(args, loaded),
} satisfies Meta<typeof SiteHeader>;

export default meta;

function canvasElementById(id: string | null): HTMLElement {
  const element = id === null ? null : document.getElementById(id);
  if (!element) throw new Error(`no element #${String(id)}`);
  return element;
}
type Story = StoryObj<typeof meta>;

/** S1.1 visitor: logo, links with child menus, language, register and sign-in; no bell. */
export const Visitor: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const t = storyT(loaded);
    await expect(canvas.getByRole('link', { name: t('header.logoLabel') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('header.register') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('header.signIn') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Notifications|^الإشعارات/ })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: t('header.mainNavigation') });
    const parent = nav.querySelector('button');
    if (!parent) throw new Error('no link with children in the navigation');
    await userEvent.click(parent);
    await expect(parent).toHaveAttribute('aria-expanded', 'true');
    const list = canvasElementById(parent.getAttribute('aria-controls'));
    await expect(list.querySelectorAll('a').length).toBeGreaterThan(1);
    list.querySelector('a')?.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(parent).toHaveFocus());
    await expect(parent).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * S1.1 with the header's search, as every page of the portal has it: on a wide screen the search
 * keeps the row of the logo and links at a usable width, and the bar's end takes a row of its own
 * (on one row the search was cut to its icon in Arabic).
 */
export const VisitorWithSearch: Story = {
  render: (args, { loaded }) =>
    visitorHeader(args, loaded, (t) => (
      <SearchCombobox
        label={t('header.search.label')}
        hideLabel
        placeholder={t('header.search.placeholder')}
        onSearch={async () => []}
      />
    )),
  play: async ({ canvas, loaded }) => {
    const t = storyT(loaded);
    const box = canvas.getByRole('combobox', { name: t('header.search.label') });
    await expect(box).toBeVisible();
    // Room for its placeholder and a few words (12 rem), never squeezed by the bar's end.
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(192);
    const signIn = canvas.getByRole('button', { name: t('header.signIn') });
    await expect(signIn.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      box.getBoundingClientRect().bottom,
    );
  },
};

/** S1.2 signed in: the bell and the profile menu take the place of register and sign-in. */
export const SignedIn: Story = {
  render: (args, { loaded, globals }) => {
    const t = storyT(loaded);
    return (
      <SiteHeader
        {...args}
        labels={siteHeaderLabelsOf(t)}
        navigation={sandboxData<SiteHeaderLink[]>(loaded)}
        languageSwitch={otherLanguage(t)}
        account={{
          kind: 'signedIn',
          bell: (
            <NotificationBell count={3} label={notificationBellLabel(storyLocale(globals), 3)} />
          ),
          profileMenu: profileMenu(t),
        }}
      />
    );
  },
  play: async ({ canvas, loaded, globals }) => {
    const t = storyT(loaded);
    await expect(
      canvas.getByRole('button', { name: notificationBellLabel(storyLocale(globals), 3) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('header.profileMenu') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('header.register') })).toBeNull();
  },
};

/**
 * S1.3 Stay Signed-In, unlocked, on a tamm-by-you page's dark header: no bell, no child menus; the
 * profile menu carries the lock item.
 */
export const LongSessionDark: Story = {
  args: { headerStyle: 'dark' },
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <SiteHeader
        {...args}
        labels={siteHeaderLabelsOf(t)}
        navigation={sandboxData<SiteHeaderLink[]>(loaded)}
        languageSwitch={otherLanguage(t)}
        account={{
          kind: 'longSession',
          profileMenu: profileMenu(t, [{ id: 'lock', label: t('header.lockSession') }]),
        }}
      />
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const t = storyT(loaded);
    const nav = canvas.getByRole('navigation', { name: t('header.mainNavigation') });
    await expect(nav.querySelector('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Notifications|^الإشعارات/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('header.profileMenu') }));
    await expect(
      await screen.findByRole('menuitem', { name: t('header.lockSession') }),
    ).toBeVisible();
  },
};
