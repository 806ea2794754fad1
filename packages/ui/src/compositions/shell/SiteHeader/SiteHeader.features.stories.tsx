import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../../components/Button';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { SiteHeader, type SiteHeaderLink } from './SiteHeader';
import { loadHeaderNavigation, siteHeaderLabelsOf } from './siteHeaderStoryData';

const meta = {
  title: 'Shell/SiteHeader/Features',
  component: SiteHeader,
  args: {
    labels: { home: '', siteName: '', navigation: '', menu: { open: '', close: '' } },
    homeHref: '#/',
    account: { kind: 'pending' },
  },
  loaders: [shellWordsLoader],
  parameters: {
    layout: 'fullscreen',
    sandbox: sandboxStory({ load: ({ client }) => loadHeaderNavigation(client) }).sandbox,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S1.4 at 320 px: the menu button opens the links (children listed under their parent), the
 * language and register; Escape closes it back on the button; nothing scrolls sideways.
 */
export const Narrow: Story = {
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <SiteHeader
          {...args}
          labels={siteHeaderLabelsOf(t)}
          navigation={sandboxData<SiteHeaderLink[]>(loaded)}
          languageSwitch={
            <a href="#language" className="px-3 py-2 font-semibold text-brand underline">
              {t('shell.otherLanguage')}
            </a>
          }
          account={{
            kind: 'visitor',
            register: { label: t('header.register'), href: '#/register' },
            signIn: <Button>{t('header.signInWithUaePass')}</Button>,
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const t = storyT(loaded);
    const frame = canvas.getByTestId('frame');
    const menuButton = canvas.getByRole('button', { name: t('header.menu.open') });
    await expect(canvas.queryByRole('link', { name: t('header.register') })).toBeNull();
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAccessibleName(t('header.menu.close'));
    await expect(canvas.getByRole('link', { name: t('header.register') })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('header.mainNavigation') });
    await expect(nav.querySelectorAll('a').length).toBeGreaterThan(3);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    canvas.getByRole('link', { name: t('header.register') }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
  },
};
