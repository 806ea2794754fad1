import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { SessionSettings } from './SessionSettings';
import { renderSessionSettings } from './sessionSettingsStoryData';
import { settingsStoryData, type SettingsStoryData } from './settingsStoryData';

const meta = {
  title: 'Session/SessionSettings/Features',
  component: SessionSettings,
  args: { title: '', sectionsLabel: '', sections: [] },
  render: (args, context) => renderSessionSettings(args, context),
  parameters: {
    themeInScript: true,
    ...sandboxStory<SettingsStoryData>({ as: 'normal', load: settingsStoryData }),
  },
} satisfies Meta<typeof SessionSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 320 px wide, a normal session (no Stay Signed-In PIN, so no PIN section): the sections stack,
 * the contents list wraps, nothing scrolls sideways.
 */
export const NarrowWithoutPin: Story = {
  render: (args, context) => (
    <div className="w-[320px]">{renderSessionSettings(args, context, false)}</div>
  ),
  play: async ({ canvas, canvasElement, loaded }) => {
    const { t } = sandboxData<SettingsStoryData>(loaded);
    await expect(canvas.queryByRole('region', { name: t('settings.pin.heading') })).toBeNull();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
