import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { PinInput } from './PinInput';
import { storyDigitLabel } from './pinStoryWords';

const LABEL = { en: 'Enter your 4-digit PIN', ar: 'أدخل رمز التعريف الشخصي المكوّن من 4 أرقام' };
const WRONG_PIN = {
  en: 'Wrong PIN. You have 1 more attempt or you will be signed out.',
  ar: 'رمز التعريف الشخصي غير صحيح. تتبقى لديك محاولة واحدة، وإلا فسيتم تسجيل خروجك.',
};

const meta = {
  title: 'Forms/PinInput/Features',
  component: PinInput,
  args: { label: '', digitLabel: () => '', onValueChange: fn(), onComplete: fn() },
  render: (args, { globals }) => (
    <PinInput {...args} label={storyText(globals, LABEL)} digitLabel={storyDigitLabel(globals)} />
  ),
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a wrong PIN (spec 001 §5): the message is every box's description and they are invalid. */
export const WrongPin: Story = {
  render: (args, { globals }) => (
    <PinInput
      {...args}
      label={storyText(globals, LABEL)}
      digitLabel={storyDigitLabel(globals)}
      error={storyText(globals, WRONG_PIN)}
    />
  ),
  play: async ({ canvas, globals }) => {
    const first = canvas.getByLabelText(storyDigitLabel(globals)(1, 4));
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(storyText(globals, WRONG_PIN));
  },
};

/** Pasting "1 2 3 4" (or " 1234 ") fills all four boxes without the spaces. */
export const PasteWithSpaces: Story = {
  play: async ({ canvas, args, globals, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(storyDigitLabel(globals)(1, 4)));
    await userEvent.paste('1 2 3 4');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('1234'));
  },
};

/**
 * Arabic in every mode: the label follows the page (right-aligned), the boxes still run left to
 * right (a PIN is a number), and ArrowRight goes to the next box.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, globals, userEvent }) => {
    const name = storyDigitLabel(globals);
    const first = canvas.getByLabelText(name(1, 4));
    const second = canvas.getByLabelText(name(2, 4));
    await expect(first.getBoundingClientRect().left).toBeLessThan(
      second.getBoundingClientRect().left,
    );
    await userEvent.click(first);
    await userEvent.keyboard('٥');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** Disabled while the unlock request is in flight. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText(storyDigitLabel(globals)(1, 4))).toBeDisabled();
  },
};

/** At 320 px the boxes fit and the long label and error wrap. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div className="w-[320px]">
      <PinInput
        {...args}
        label={storyText(globals, LABEL)}
        hint={storyText(globals, {
          en: 'The PIN you chose when you turned on Stay Signed-In',
          ar: 'الرمز الذي اخترته عند تفعيل خيار البقاء متصلًا',
        })}
        error={storyText(globals, WRONG_PIN)}
        digitLabel={storyDigitLabel(globals)}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group');
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
