import { Inbox } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const TITLE = { en: 'No applications yet', ar: 'لا توجد طلبات بعد' };
const SENTENCE = {
  en: 'Services you apply for will appear here.',
  ar: 'ستظهر هنا الخدمات التي تتقدم بطلب لها.',
};
const ACTION = { en: 'Browse services', ar: 'تصفح الخدمات' };

const onBrowse = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [undefined, 2, 3, 4, 5, 6] } },
  render: (args, { globals }) => (
    <EmptyState
      {...args}
      icon={<Inbox />}
      title={storyText(globals, TITLE)}
      action={<Button onClick={onBrowse}>{storyText(globals, ACTION)}</Button>}
    >
      {storyText(globals, SENTENCE)}
    </EmptyState>
  ),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The applications list with nothing in it: a title, a sentence and the next step, reached by Tab. */
export const Default: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText(globals, TITLE) }),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(globals, SENTENCE))).toBeVisible();
    const action = canvas.getByRole('button', { name: storyText(globals, ACTION) });
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onBrowse).toHaveBeenCalledTimes(1);
  },
};
