import { findSupportCase, getSupportCases, type SupportCase } from '@portal/core/api/commonUi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { supportCaseDetailsLabelsOf } from '../views/supportCases';
import { supportCaseDetailsOf } from '../views/supportCases';
import { SupportCaseDetails } from './SupportCaseDetails';

const meta = {
  title: 'Locker/SupportCaseDetails/Features',
  component: SupportCaseDetails,
  loaders: [lockerWordsLoader],
  args: { state: { status: 'loading' }, labels: {} as never },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof SupportCaseDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A resolved case (CAS-48148) at 320 CSS px: terms above their values, the long subject wraps;
 * nothing scrolls sideways.
 */
export const NarrowResolved: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }): Promise<SupportCase | undefined> =>
      findSupportCase(await getSupportCases(client), 'CAS-48148'),
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const supportCase = sandboxData<SupportCase | undefined>(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <SupportCaseDetails
          {...args}
          labels={supportCaseDetailsLabelsOf(t)}
          state={{
            status: 'ready',
            data: supportCase && supportCaseDetailsOf(supportCase, t, storyLocale(globals)),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(
      canvas.getByText(t('supportCase.status.requestResolved'), { exact: true }),
    ).toBeVisible();
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
