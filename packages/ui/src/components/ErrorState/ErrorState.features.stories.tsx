import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { ErrorState } from './ErrorState';

const RETRY = { en: 'Try again', ar: 'حاول مرة أخرى' };
const RETRYING = { en: 'Trying again', ar: 'جارٍ المحاولة مرة أخرى' };

const meta = {
  title: 'Feedback/ErrorState/Features',
  component: ErrorState,
  args: { message: '', retryLabel: '', retryingLabel: '', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's own message, under a title that is a level-2 heading. */
export const ServerMessage: Story = {
  render: (args, { globals }) => (
    <ErrorState
      {...args}
      headingLevel={2}
      title={storyText(globals, { en: 'Payments unavailable', ar: 'المدفوعات غير متاحة' })}
      message={storyText(globals, {
        en: 'The payment service is under maintenance until 3:00.',
        ar: 'خدمة الدفع قيد الصيانة حتى الساعة 3:00.',
      })}
      retryLabel={storyText(globals, RETRY)}
      retryingLabel={storyText(globals, RETRYING)}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: storyText(globals, { en: 'Payments unavailable', ar: 'المدفوعات غير متاحة' }),
      }),
    ).toBeVisible();
  },
};

/** `retrying` controlled by the caller: the button is busy, refuses presses and says so. */
export const Retrying: Story = {
  args: { retrying: true },
  render: (args, { globals }) => (
    <ErrorState
      {...args}
      message={storyText(globals, { en: 'Something went wrong', ar: 'حدث خطأ ما' })}
      retryLabel={storyText(globals, RETRY)}
      retryingLabel={storyText(globals, RETRYING)}
    />
  ),
  play: async ({ canvas, args, globals }) => {
    const retry = canvas.getByRole('button', { name: storyText(globals, RETRY) });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    // A press as a person makes it (user-event refuses to press an aria-disabled button).
    retry.click();
    await expect(args.onRetry).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        canvas.getAllByRole('status').some((s) => s.textContent === storyText(globals, RETRYING)),
      ).toBe(true),
    );
  },
};

/** A long message in a 320 px column wraps; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <ErrorState
        {...args}
        message={storyText(globals, {
          en: 'The Department of Municipalities and Transport service did not answer in time.',
          ar: 'لم تستجب خدمة دائرة البلديات والنقل في الوقت المحدد. يرجى المحاولة لاحقاً.',
        })}
        retryLabel={storyText(globals, RETRY)}
        retryingLabel={storyText(globals, RETRYING)}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
