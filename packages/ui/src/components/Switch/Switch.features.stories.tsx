import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch/Features',
  component: Switch,
  args: { label: '' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const STATE_TEXT = {
  on: { en: 'On', ar: 'مفعّل' },
  off: { en: 'Off', ar: 'غير مفعّل' },
};
const stateText = (globals: Record<string, unknown>) => ({
  on: storyText(globals, STATE_TEXT.on),
  off: storyText(globals, STATE_TEXT.off),
});

/**
 * Off, on, and disabled. When on, the thumb sits at the inline end: on the right in English, on
 * the left in Arabic.
 */
export const States: Story = {
  render: (_, { globals }) => (
    <div className="flex max-w-md flex-col gap-4">
      <Switch
        label={storyText(globals, { en: 'Email alerts', ar: 'تنبيهات البريد الإلكتروني' })}
        stateText={stateText(globals)}
      />
      <Switch
        label={storyText(globals, { en: 'Text message alerts', ar: 'تنبيهات الرسائل النصية' })}
        stateText={stateText(globals)}
        defaultChecked
      />
      <Switch
        label={storyText(globals, { en: 'Paper bills', ar: 'الفواتير الورقية' })}
        stateText={stateText(globals)}
        disabled
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const [off, on, disabled] = canvas.getAllByRole('switch');
    await expect(off).toHaveAttribute('aria-checked', 'false');
    await expect(on).toHaveAttribute('aria-checked', 'true');
    await expect(disabled).toBeDisabled();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    const track = on!.getBoundingClientRect();
    const thumb = on!.querySelector('[data-slot="switch-thumb"]')!.getBoundingClientRect();
    const thumbOnRight = thumb.left + thumb.width / 2 > track.left + track.width / 2;
    await expect(thumbOnRight).toBe(!rtl);
  },
};

/** At 320 px a long label wraps beside the track, which keeps its size. */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Switch
        label={storyText(globals, {
          en: 'Payautomaticallyeverymonth from the card saved in your wallet',
          ar: 'الدفعالتلقائيكلشهر من البطاقة المحفوظة في محفظتك',
        })}
        hint={storyText(globals, {
          en: 'You can pause or cancel autopay at any time from this page.',
          ar: 'يمكنك إيقاف الدفع التلقائي مؤقتًا أو إلغاؤه في أي وقت من هذه الصفحة.',
        })}
        stateText={stateText(globals)}
        defaultChecked
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const track = canvas.getByRole('switch').getBoundingClientRect();
    await expect(track.width).toBeGreaterThanOrEqual(44);
  },
};
