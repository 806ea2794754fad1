import { getDarbTerms } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { darbTermsLabelsOf } from '../views/darbTerms';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { DarbTerms, type DarbTermsContent } from './DarbTerms';

const meta = {
  title: 'Wallet/DarbTerms/Features',
  component: DarbTerms,
  args: { state: { status: 'loading' }, labels: {} as never },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof DarbTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's terms (in the story's language) at 320 px: the CMS text wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }) => getDarbTerms(client, { darkMode: false }),
  }),
  render: (args, { loaded }) => (
    <div className="w-[320px]" data-testid="frame">
      <DarbTerms
        {...args}
        state={{ status: 'ready', data: sandboxData<DarbTermsContent>(loaded) }}
        labels={darbTermsLabelsOf(walletStoryT(loaded))}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(2);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
