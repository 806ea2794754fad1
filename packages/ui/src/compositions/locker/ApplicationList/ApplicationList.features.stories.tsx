import { DEFAULT_APPLICATION_LIST_FILTERS, type Application } from '@portal/core';
import { getCombinedList } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { applicationListLabelsOf } from '../views/applications';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { applicationCardOf } from '../views/applications';
import { ApplicationList } from './ApplicationList';

const meta = {
  title: 'Locker/ApplicationList/Features',
  component: ApplicationList,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    page: 1,
    pageCount: 2,
    onPageChange: fn(),
    onDiscardDraft: fn(),
  },
} satisfies Meta<typeof ApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 CSS px wide: filters, cards and pages wrap, nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) =>
      (await getCombinedList(asDemoUser(client), { onlyDrafts: true })).items,
  }),
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const items = sandboxData<Application[]>(loaded).slice(0, 2);
    return (
      <div className="w-[320px]" data-testid="narrow">
        <ApplicationList
          {...args}
          labels={applicationListLabelsOf(t)}
          state={{
            status: 'ready',
            data: {
              items: items.map((item) =>
                applicationCardOf(item, t, storyLocale(globals), SANDBOX_STORY_NOW),
              ),
              totalCount: 14,
            },
          }}
          filters={{
            value: { ...DEFAULT_APPLICATION_LIST_FILTERS, onlyDrafts: true, entityId: '' },
            onValueChange: fn(),
            serviceOptions: [],
            isFiltered: true,
            onClear: fn(),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('narrow');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
