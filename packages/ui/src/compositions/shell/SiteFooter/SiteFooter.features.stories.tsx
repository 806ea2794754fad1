import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { shellWordsLoader, storyT } from '../shellStoryWords';
import { SiteFooter, type SiteFooterContent } from './SiteFooter';
import { loadFooterContent, siteFooterLabelsOf } from './siteFooterStoryData';
import { TextSizeControl } from './TextSizeControl';

const meta = {
  title: 'Shell/SiteFooter/Features',
  component: SiteFooter,
  loaders: [shellWordsLoader],
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px wide (SCREENS.md S1.4, WCAG 1.4.10): everything wraps, nothing scrolls sideways. */
export const Narrow: Story = {
  args: { state: { status: 'loading' }, labels: siteFooterLabelsOf((key) => key) },
  parameters: sandboxStory({
    load: ({ client }) => loadFooterContent(client, { store: 'Store', social: 'Social' }),
  }),
  render: (args, { loaded }) => {
    const t = storyT(loaded);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <SiteFooter
          {...args}
          state={{ status: 'ready', content: sandboxData<SiteFooterContent>(loaded) }}
          labels={siteFooterLabelsOf(t)}
          controls={
            <TextSizeControl
              labels={{
                label: t('footer.textSize.label'),
                decrease: t('footer.textSize.decrease'),
                reset: t('footer.textSize.reset'),
                increase: t('footer.textSize.increase'),
              }}
              canDecrease
              canIncrease
              isDefault
              onRequest={() => {}}
            />
          }
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
