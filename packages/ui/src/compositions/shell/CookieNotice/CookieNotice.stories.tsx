import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { CookieNotice } from './CookieNotice';

const meta = {
  title: 'Shell/CookieNotice',
  component: CookieNotice,
  args: {
    labels: { title: '', message: '', accept: '', privacyPolicy: '' },
    privacyPolicyHref: '#/privacy',
    onAccept: fn(),
  },
  argTypes: { labels: { control: false } },
  loaders: [shellWordsLoader],
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <CookieNotice
        {...args}
        labels={{
          title: t('cookieNotice.title'),
          message: t('cookieNotice.message'),
          accept: t('cookieNotice.accept'),
          privacyPolicy: t('cookieNotice.privacyPolicy'),
        }}
      />
    );
  },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** S1.6: the notice, a named region with the privacy policy link; Accept (keyboard) calls onAccept. */
export const Default: Story = {
  play: async ({ canvas, loaded, args, userEvent }) => {
    const t = storyT(loaded);
    await expect(canvas.getByRole('region', { name: t('cookieNotice.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('cookieNotice.privacyPolicy') })).toBeVisible();
    const accept = canvas.getByRole('button', { name: t('cookieNotice.accept') });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
  },
};
