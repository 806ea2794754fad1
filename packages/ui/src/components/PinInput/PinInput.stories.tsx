import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { PinInput } from './PinInput';
import { storyDigitLabel } from './pinStoryWords';

const LABEL = { en: 'Enter your 4-digit PIN', ar: 'أدخل رمز التعريف الشخصي المكوّن من 4 أرقام' };

const meta = {
  title: 'Forms/PinInput',
  component: PinInput,
  args: {
    label: '',
    digitLabel: () => '',
    onValueChange: fn(),
    onComplete: fn(),
  },
  render: (args, { globals }) => (
    <PinInput {...args} label={storyText(globals, LABEL)} digitLabel={storyDigitLabel(globals)} />
  ),
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Stay Signed-In unlock PIN (spec 001 §4, §5): four masked boxes, digits only. Typing fills
 * them left to right, in Arabic too; `onComplete` fires with the four digits.
 */
export const Default: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    const name = storyDigitLabel(globals);
    await expect(canvas.getByRole('group', { name: storyText(globals, LABEL) })).toBeVisible();
    await userEvent.click(canvas.getByText(storyText(globals, LABEL)));
    await expect(canvas.getByLabelText(name(1, 4))).toHaveFocus();
    await userEvent.keyboard('7a 31');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('731');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('9');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('7319'));
    await expect(canvas.getByLabelText(name(4, 4))).toHaveAttribute('type', 'password');
  },
};
