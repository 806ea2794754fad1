import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Checkbox } from './Checkbox';

const LABEL = { en: 'Email me when a new bill is ready', ar: 'راسلني عندما تصدر فاتورة جديدة' };
const HINT = {
  en: 'We send it to the email address in your profile.',
  ar: 'نرسلها إلى البريد الإلكتروني المسجل في ملفك.',
};

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: '', onCheckedChange: fn(), disabled: false },
  argTypes: {
    label: { control: false, description: 'Set from the locale toolbar.' },
    hint: { control: false },
    disabled: { control: 'boolean' },
  },
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Checkbox {...args} label={storyText(globals, LABEL)} hint={storyText(globals, HINT)} />
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, described by its hint; Space toggles it, and so does a click on the label. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: storyText(globals, LABEL) });
    await expect(box).toHaveAccessibleDescription(storyText(globals, HINT));
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.click(canvas.getByText(storyText(globals, LABEL)));
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
