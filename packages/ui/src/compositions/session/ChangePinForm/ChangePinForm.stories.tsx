import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import {
  onChangePinSpy,
  settingsStoryData,
  type SettingsStoryData,
} from '../SessionSettings/settingsStoryData';
import { ChangePinForm } from './ChangePinForm';
import { BASE_ARGS, renderChangePinForm } from './changePinFormStoryData';

const meta = {
  title: 'Session/ChangePinForm',
  component: ChangePinForm,
  args: BASE_ARGS,
  argTypes: { labels: { control: false } },
  render: renderChangePinForm,
  parameters: {
    themeInScript: true,
    ...sandboxStory<SettingsStoryData>({ as: 'long', load: settingsStoryData }),
  },
} satisfies Meta<typeof ChangePinForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens: the current PIN, the new PIN with its hint, the new PIN again, masked. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    const current = canvas.getByLabelText(new RegExp(t('settings.pin.current')));
    await expect(current).toHaveAttribute('type', 'password');
    await expect(current).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('button', { name: t('settings.pin.submit') })).toBeVisible();
  },
};

/** The sandbox's PIN 1234 changed to 2468: the success message takes focus. */
export const Changed: Story = {
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    onChangePinSpy.mockClear();
    await userEvent.type(canvas.getByLabelText(new RegExp(t('settings.pin.current'))), '1234');
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${t('settings.pin.new')}`)), '2468');
    await userEvent.type(canvas.getByLabelText(new RegExp(t('settings.pin.confirm'))), '2468');
    await userEvent.click(canvas.getByRole('button', { name: t('settings.pin.submit') }));
    await expect(await canvas.findByText(t('settings.pin.changed'))).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-slot')).toBe('change-pin-changed'),
    );
    await expect(onChangePinSpy).toHaveBeenCalledTimes(1);
  },
};
