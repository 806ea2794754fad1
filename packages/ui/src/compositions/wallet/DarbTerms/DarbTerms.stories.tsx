import { failureTextOf } from '@portal/core/client';
import { getDarbTerms } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { darbTermsLabelsOf } from '../views/darbTerms';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { DarbTerms, type DarbTermsContent } from './DarbTerms';

const meta = {
  title: 'Wallet/DarbTerms',
  component: DarbTerms,
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof DarbTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's terms in the story's language, with a script and a javascript: link slipped into the content, neither of which runs. */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) => {
      const terms = await getDarbTerms(client, { darkMode: false });
      return {
        ...terms,
        content: `${terms.content}<script>window.__hostile=1</script><a href="javascript:window.__hostile=1">x</a>`,
      };
    },
  }),
  render: (args, { loaded }) => (
    <DarbTerms
      {...args}
      state={{ status: 'ready', data: sandboxData<DarbTermsContent>(loaded) }}
      labels={darbTermsLabelsOf(walletStoryT(loaded))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(2);
    await expect((window as { __hostile?: number }).__hostile).toBeUndefined();
  },
};

/** While the terms load. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <DarbTerms {...args} labels={darbTermsLabelsOf(walletStoryT(loaded))} />
  ),
};

/** The CMS sent nothing. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <DarbTerms
      {...args}
      state={{ status: 'ready', data: { content: '' } }}
      labels={darbTermsLabelsOf(walletStoryT(loaded))}
    />
  ),
};

/** The CMS failed: the generic message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      getDarbTerms(clientWithFault('malformed'), { darkMode: false }).catch(
        (error: unknown) => error,
      ),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <DarbTerms
        {...args}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
        labels={darbTermsLabelsOf(t)}
      />
    );
  },
};
