import { getTopBanner } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { TopBanner, type TopBannerContent } from './TopBanner';

const meta = {
  title: 'Shell/TopBanner',
  component: TopBanner,
  args: { content: 'loading', labels: { region: '', close: '' }, onClose: fn() },
  argTypes: { content: { control: false }, labels: { control: false } },
  loaders: [shellWordsLoader],
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <TopBanner
        {...args}
        labels={{ region: t('shell.topBanner.label'), close: t('shell.topBanner.close') }}
      />
    );
  },
} satisfies Meta<typeof TopBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1.7: the CMS announcement of the seeded sandbox; the close button (Space) calls onClose. */
export const Content: Story = {
  parameters: sandboxStory({
    load: async ({ client }): Promise<TopBannerContent> => {
      const banner = await getTopBanner(client);
      return {
        ...(banner?.Title == null ? {} : { title: banner.Title }),
        ...(banner?.Description == null ? {} : { description: banner.Description }),
        ...(banner?.LinkText == null
          ? {}
          : { link: { label: banner.LinkText, href: `#${banner.LinkUrl ?? ''}` } }),
      };
    },
  }),
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <TopBanner
        {...args}
        content={sandboxData<TopBannerContent>(loaded)}
        labels={{ region: t('shell.topBanner.label'), close: t('shell.topBanner.close') }}
      />
    );
  },
  play: async ({ canvas, loaded, args, userEvent }) => {
    const t = storyT(loaded);
    await expect(canvas.getByRole('region', { name: t('shell.topBanner.label') })).toBeVisible();
    const close = canvas.getByRole('button', { name: t('shell.topBanner.close') });
    close.focus();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Loading: a placeholder of the strip's height, so the page does not jump when it arrives. */
export const Loading: Story = {
  play: async ({ canvas, loaded }) => {
    const t = storyT(loaded);
    await expect(canvas.getByRole('region', { name: t('shell.topBanner.label') })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
