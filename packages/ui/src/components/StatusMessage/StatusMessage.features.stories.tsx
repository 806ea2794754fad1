import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { StatusMessage } from './StatusMessage';

const meta = {
  title: 'Feedback/StatusMessage/Features',
  component: StatusMessage,
  args: { message: undefined, onClear: fn() },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success and failure of a discard (kept on screen here with `timeout={Infinity}`). */
export const Tones: Story = {
  render: (args, { globals }) => (
    <div className="flex flex-col items-start gap-3">
      <StatusMessage
        {...args}
        tone="success"
        timeout={Infinity}
        toneLabel={storyText(globals, { en: 'Success', ar: 'تم بنجاح' })}
        message={storyText(globals, { en: 'Draft discarded', ar: 'تم حذف المسودة' })}
      />
      <StatusMessage
        {...args}
        tone="error"
        timeout={Infinity}
        toneLabel={storyText(globals, { en: 'Error', ar: 'خطأ' })}
        message={storyText(globals, {
          en: 'The draft could not be discarded. Try again.',
          ar: 'تعذر حذف المسودة. حاول مرة أخرى.',
        })}
      />
    </div>
  ),
  play: async ({ canvas, args, globals }) => {
    await expect(
      await canvas.findByText(storyText(globals, { en: 'Draft discarded', ar: 'تم حذف المسودة' })),
    ).toBeVisible();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

/** The time is the caller's: here 300 ms. The message leaves and `onClear` is called once. */
export const ClearsAfterTimeout: Story = {
  args: { timeout: 300 },
  render: (args, { globals }) => (
    <StatusMessage
      {...args}
      tone="success"
      message={storyText(globals, { en: 'Draft discarded', ar: 'تم حذف المسودة' })}
    />
  ),
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('status');
    await waitFor(() => expect(args.onClear).toHaveBeenCalledTimes(1));
    await expect(region).toBeEmptyDOMElement();
  },
};

/** A long message in a 320 px column wraps; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (args, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <StatusMessage
        {...args}
        tone="error"
        timeout={Infinity}
        message={storyText(globals, {
          en: 'The draft of your electricity connection application could not be discarded.',
          ar: 'تعذر حذف مسودة طلب توصيل الكهرباء الخاص بك. يرجى المحاولة لاحقاً.',
        })}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
  },
};
