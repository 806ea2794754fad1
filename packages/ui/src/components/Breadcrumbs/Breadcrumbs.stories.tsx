import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Breadcrumbs } from './Breadcrumbs';

const LABEL = { en: 'Breadcrumb', ar: 'مسار التنقل' };
const HOME = { en: 'Home', ar: 'الرئيسية' };
const LOCKER = { en: 'My locker', ar: 'خزانتي' };

const meta = {
  title: 'Display/Breadcrumbs',
  component: Breadcrumbs,
  args: { label: '', items: [] },
  argTypes: {
    label: { control: false, description: 'Translated, from the locale toolbar.' },
    items: { control: false },
  },
  render: (args, { globals }) => (
    <Breadcrumbs
      {...args}
      label={storyText(globals, LABEL)}
      items={[
        { label: storyText(globals, HOME), href: '#home' },
        { label: storyText(globals, LOCKER) },
      ]}
    />
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Spec 000 §2: home, then the user's locker. A named navigation landmark, an ordered list, the
 * current page marked; the home link is reached with Tab.
 */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: storyText(globals, LABEL) });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(nav.querySelector('ol')).not.toBeNull();
    await expect(canvas.getByText(storyText(globals, LOCKER))).toHaveAttribute(
      'aria-current',
      'page',
    );
    const home = canvas.getByRole('link', { name: storyText(globals, HOME) });
    await userEvent.tab();
    await expect(home).toHaveFocus();
  },
};
