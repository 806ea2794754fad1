import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { LinkAccountForm } from './LinkAccountForm';
import { BASE_ARGS, loadLink, renderLinkForm, type LinkStoryData } from './linkAccountStoryData';
import { mobilePlanOptionsOf } from '../views/linkAccountForm';

const meta = {
  title: 'Utilities/LinkAccountForm/Features',
  component: LinkAccountForm,
  args: BASE_ARGS,
  parameters: loadLink,
} satisfies Meta<typeof LinkAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mobile operator: the plan choice (prepaid, postpaid) comes first; 320 px wide, nothing scrolls. */
export const MobileNarrow: Story = {
  args: { ...BASE_ARGS, entity: 'du' },
  render: (args, context) => {
    const { t } = sandboxData<LinkStoryData>(context.loaded);
    return (
      <div className="w-[320px]">
        {renderLinkForm(
          {
            ...args,
            plans: mobilePlanOptionsOf(t),
          },
          context,
        )}
      </div>
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { t } = sandboxData<LinkStoryData>(loaded);
    await expect(canvas.getByRole('radio', { name: t('utilities.plan.prepaid') })).toBeChecked();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
