import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AutopayAccounts, type AutopayAccountsLabels } from './AutopayAccounts';
import { renderAutopay, seededAutopay } from './autopayStoryData';

const meta = {
  title: 'Utilities/AutopayAccounts/Features',
  component: AutopayAccounts,
  args: {
    state: { status: 'loading' },
    labels: {} as AutopayAccountsLabels,
    empty: { message: '' },
  },
} satisfies Meta<typeof AutopayAccounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px wide: long provider names, Arabic ordinals and the action buttons wrap; nothing scrolls. */
export const Narrow: Story = {
  parameters: seededAutopay,
  render: (args, context) => <div className="w-[320px]">{renderAutopay(args, context)}</div>,
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="autopay-accounts"]');
    await expect(list).not.toBeNull();
    await expect(list!.scrollWidth).toBeLessThanOrEqual(list!.clientWidth);
  },
};
