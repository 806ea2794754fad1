import { getHeaderInfo } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { ProfileMenu, type ProfileMenuLink } from './ProfileMenu';

/** The demo user's first name, as the sandbox's identity has it. */
const FIRST_NAME = { en: 'Mariam', ar: 'مريم' } as const;

const meta = {
  title: 'Shell/ProfileMenu',
  component: ProfileMenu,
  args: { labels: { menu: '', welcome: '', signOut: '' }, onSignOut: fn() },
  argTypes: { labels: { control: false } },
  loaders: [shellWordsLoader],
  parameters: {
    docs: { story: { inline: false, height: '480px' } },
    // The CMS's profile links, read from the sandbox as the app reads them. Icons are left out:
    // the story's sandbox serves no images.
    ...sandboxStory({
      as: 'normal',
      load: async ({ client }) =>
        (await getHeaderInfo(client)).ProfileMenuLinks.map((link): ProfileMenuLink => ({
          label: link.LinkText ?? '',
          href: `#${link.LinkUrl ?? ''}`,
        })),
    }),
  },
  render: (args, { loaded, globals }) => {
    const t = storyT(loaded);
    return (
      <div className="flex justify-end p-4">
        <ProfileMenu
          {...args}
          labels={{
            menu: t('header.profileMenu'),
            welcome: t('header.welcome', { name: storyText(globals, FIRST_NAME) }),
            signOut: t('header.signOut'),
          }}
          links={sandboxData<ProfileMenuLink[]>(loaded)}
          personalLinks={[{ label: t('header.myTamm'), href: '#/mylocker' }]}
        />
      </div>
    );
  },
} satisfies Meta<typeof ProfileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed in: the menu opens from the keyboard on the greeting and the links; Sign out calls
 * `onSignOut` and focus goes back to the button.
 */
export const Content: Story = {
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = storyT(loaded);
    const trigger = canvas.getByRole('button', { name: t('header.profileMenu') });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent(
      t('header.welcome', { name: storyText(globals, FIRST_NAME) }),
    );
    await expect(screen.getByRole('menuitem', { name: t('header.myTamm') })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: t('header.signOut') }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    // Open for the picture.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
  },
};

/** A locked Stay Signed-In session: unlock and stay-signed-in items above Sign out. */
export const LongSessionLocked: Story = {
  args: { defaultOpen: true },
  render: (args, { loaded, globals }) => {
    const t = storyT(loaded);
    return (
      <div className="flex justify-end p-4">
        <ProfileMenu
          {...args}
          labels={{
            menu: t('header.profileMenu'),
            welcome: t('header.welcome', { name: storyText(globals, FIRST_NAME) }),
            signOut: t('header.signOut'),
          }}
          sessionActions={[
            { id: 'unlock', label: t('header.unlockSession'), onSelect: fn() },
            { id: 'staySignedIn', label: t('header.staySignedIn'), onSelect: fn() },
          ]}
        />
      </div>
    );
  },
  play: async ({ loaded }) => {
    const t = storyT(loaded);
    await expect(
      await screen.findByRole('menuitem', { name: t('header.unlockSession') }),
    ).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: t('header.staySignedIn') })).toBeVisible();
  },
};
