import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UtilityHub, type UtilityHubLabels } from './UtilityHub';
import { renderHub, seededHub } from './utilityHubStoryData';

const meta = {
  title: 'Utilities/UtilityHub/Features',
  component: UtilityHub,
  args: { state: { status: 'loading' }, labels: {} as UtilityHubLabels, addAccount: null },
} satisfies Meta<typeof UtilityHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px wide: long Arabic and English provider names wrap, nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: seededHub,
  render: (args, context) => <div className="w-[320px]">{renderHub(args, context)}</div>,
  play: async ({ canvasElement }) => {
    const hub = canvasElement.querySelector<HTMLElement>('[data-slot="utility-hub"]');
    await expect(hub).not.toBeNull();
    await expect(hub!.scrollWidth).toBeLessThanOrEqual(hub!.clientWidth);
  },
};
