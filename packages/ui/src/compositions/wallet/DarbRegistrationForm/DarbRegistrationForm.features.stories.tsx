import { getDarbRegistration } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { darbRegistrationFormLabelsOf } from '../views/darbRegistration';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { DarbRegistrationForm } from './DarbRegistrationForm';

const meta = {
  title: 'Wallet/DarbRegistrationForm/Features',
  component: DarbRegistrationForm,
  args: { labels: {} as never, onSubmit: fn() },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof DarbRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * At 320 px with the details on file (a long e-mail): labels, hints and the terms box wrap, nothing
 * scrolls sideways.
 */
export const Narrow: Story = {
  parameters: sandboxStory({ as: 'normal', load: ({ client }) => getDarbRegistration(client) }),
  render: (args, { loaded }) => {
    const details = sandboxData<{ email?: string; mobile?: string }>(loaded);
    return (
      <div className="w-[320px]" data-testid="frame">
        <DarbRegistrationForm
          {...args}
          labels={darbRegistrationFormLabelsOf(walletStoryT(loaded))}
          defaultValues={{
            ...(details.email ? { email: details.email } : {}),
            ...(details.mobile ? { mobile: details.mobile } : {}),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getByRole('checkbox')).toBeVisible();
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
