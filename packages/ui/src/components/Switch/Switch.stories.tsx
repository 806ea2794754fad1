import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Switch } from './Switch';

const LABEL = { en: 'Autopay', ar: 'الدفع التلقائي' };
const HINT = {
  en: 'Pay this bill automatically on its due date.',
  ar: 'ادفع هذه الفاتورة تلقائيًا في تاريخ استحقاقها.',
};
const STATE_TEXT = {
  on: { en: 'On', ar: 'مفعّل' },
  off: { en: 'Off', ar: 'غير مفعّل' },
};

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: '', onCheckedChange: fn(), disabled: false },
  argTypes: {
    label: { control: false, description: 'Set from the locale toolbar.' },
    hint: { control: false },
    stateText: { control: false },
    disabled: { control: 'boolean' },
  },
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Switch
        {...args}
        label={storyText(globals, LABEL)}
        hint={storyText(globals, HINT)}
        stateText={{
          on: storyText(globals, STATE_TEXT.on),
          off: storyText(globals, STATE_TEXT.off),
        }}
      />
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `role="switch"` named by its label; Space and Enter toggle it and the state words follow. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: storyText(globals, LABEL) });
    await expect(toggle).toHaveAccessibleDescription(storyText(globals, HINT));
    await expect(canvas.getByText(storyText(globals, STATE_TEXT.off))).toBeVisible();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText(storyText(globals, STATE_TEXT.on))).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};
