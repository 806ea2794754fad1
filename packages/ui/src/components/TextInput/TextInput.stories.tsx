import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Field } from '../Field';
import { TextInput } from './TextInput';

const LABEL = { en: 'Nickname', ar: 'الاسم المستعار' };
const TYPED = { en: 'Home', ar: 'المنزل' };

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { onValueChange: fn(), disabled: false },
  argTypes: { disabled: { control: 'boolean' } },
  render: (args, { globals }) => (
    <div className="max-w-md">
      <Field label={storyText(globals, LABEL)}>
        <TextInput {...args} />
      </Field>
    </div>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached with Tab, named by its Field's label; every change is reported. */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: storyText(globals, LABEL) });
    await expect(input).toHaveFocus();
    await userEvent.keyboard(storyText(globals, TYPED));
    await expect(input).toHaveValue(storyText(globals, TYPED));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(storyText(globals, TYPED));
  },
};
