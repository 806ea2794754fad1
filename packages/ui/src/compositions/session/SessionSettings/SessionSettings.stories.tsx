import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { SessionSettings } from './SessionSettings';
import { renderSessionSettings } from './sessionSettingsStoryData';
import { settingsStoryData, type SettingsStoryData } from './settingsStoryData';

const meta = {
  title: 'Session/SessionSettings',
  component: SessionSettings,
  args: { title: '', sectionsLabel: '', sections: [] },
  argTypes: { sections: { control: false } },
  render: (args, context) => renderSessionSettings(args, context),
  parameters: {
    themeInScript: true,
    ...sandboxStory<SettingsStoryData>({ as: 'long', load: settingsStoryData }),
  },
} satisfies Meta<typeof SessionSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Stay Signed-In session's settings: a contents list and a section per setting, each named. */
export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('settings.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('settings.pin.heading') })).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: t('settings.sectionsLabel') }),
    ).toBeVisible();
  },
};
