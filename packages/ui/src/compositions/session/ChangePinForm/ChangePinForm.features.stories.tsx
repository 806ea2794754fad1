import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import {
  onChangePinSpy,
  settingsStoryData,
  type SettingsStoryData,
} from '../SessionSettings/settingsStoryData';
import { ChangePinForm } from './ChangePinForm';
import { renderChangePinForm } from './changePinFormStoryData';

const meta = {
  title: 'Session/ChangePinForm/Features',
  component: ChangePinForm,
  args: {
    labels: {} as never,
    translate: (key: string) => key,
    onChangePin: async () => ({ kind: 'failed' as const }),
  },
  render: renderChangePinForm,
  parameters: {
    themeInScript: true,
    ...sandboxStory<SettingsStoryData>({ as: 'long', load: settingsStoryData }),
  },
} satisfies Meta<typeof ChangePinForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 320 px wide. Sent empty: nothing is sent, the error summary takes focus and names each field.
 * Then a wrong current PIN: the server refuses it (the first of three attempts), the summary names
 * the current PIN, which is cleared; the new PINs stay. Nothing scrolls sideways.
 */
export const RefusedNarrow: Story = {
  render: (args, context) => <div className="w-[320px]">{renderChangePinForm(args, context)}</div>,
  play: async ({ canvas, canvasElement, loaded, userEvent }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    onChangePinSpy.mockClear();
    const submit = canvas.getByRole('button', { name: t('settings.pin.submit') });
    await userEvent.click(submit);
    const summary = await canvas.findByRole('alert');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-slot')).toBe('error-summary'),
    );
    await expect(summary).toHaveTextContent(t('form.error.currentPinRequired'));
    await expect(summary).toHaveTextContent(t('form.error.newPinRequired'));
    await expect(summary).toHaveTextContent(t('form.error.confirmPinRequired'));
    await expect(onChangePinSpy).not.toHaveBeenCalled();

    const current = canvas.getByLabelText(new RegExp(t('settings.pin.current')));
    const next = canvas.getByLabelText(new RegExp(`^${t('settings.pin.new')}`));
    const confirm = canvas.getByLabelText(new RegExp(t('settings.pin.confirm')));
    await userEvent.type(current, '9999');
    await userEvent.type(next, '2468');
    await userEvent.type(confirm, '2468');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        t('unlocksession.setupPinModal.pinErrorAttempt1'),
      ),
    );
    await expect(current).toHaveValue('');
    await expect(next).toHaveValue('2468');
    await expect(confirm).toHaveValue('2468');
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
