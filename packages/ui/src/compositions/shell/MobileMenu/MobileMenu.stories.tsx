import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  args: { labels: { open: '', close: '' }, onOpenChange: fn(), children: null },
  argTypes: { labels: { control: false }, children: { control: false } },
  loaders: [shellWordsLoader],
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <div className="flex w-[320px] flex-wrap items-center gap-2 p-2">
        <span className="me-auto font-bold text-brand">{t('shell.siteName')}</span>
        <MobileMenu
          {...args}
          labels={{ open: t('header.menu.open'), close: t('header.menu.close') }}
        >
          <ul className="flex flex-col gap-1">
            {['header.myLocker', 'header.talkToUs', 'header.register'].map((key) => (
              <li key={key}>
                <a href={`#${key}`} className="block min-h-11 px-3 py-2 text-brand underline">
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </MobileMenu>
      </div>
    );
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the items under the bar; its name says what it will do; Escape closes it. */
export const Content: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = storyT(loaded);
    const button = canvas.getByRole('button', { name: t('header.menu.open') });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const link = canvas.getByRole('link', { name: t('header.talkToUs') });
    link.focus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: t('header.talkToUs') })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: t('header.talkToUs') })).toBeVisible();
  },
};
