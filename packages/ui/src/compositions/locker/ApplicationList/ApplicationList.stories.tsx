import { failureTextOf } from '@portal/core/client';
import {
  DEFAULT_APPLICATION_LIST_FILTERS,
  entityFilterOptionsOf,
  pageCountOf,
  type Application,
  type FilterOption,
} from '@portal/core';
import { COMBINED_LIST_PAGE_SIZE, getCombinedList } from '@portal/core/api/applications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SANDBOX_STORY_NOW, sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { applicationListLabelsOf } from '../views/applications';
import { asDemoUser, lockerStoryT, lockerWordsLoader } from '../lockerStoryWords';
import { applicationCardOf } from '../views/applications';
import { ApplicationList, type ApplicationListFilterValues } from './ApplicationList';

const FILTERS: ApplicationListFilterValues = { ...DEFAULT_APPLICATION_LIST_FILTERS, entityId: '' };

const meta = {
  title: 'Locker/ApplicationList',
  component: ApplicationList,
  loaders: [lockerWordsLoader],
  args: {
    state: { status: 'loading' },
    labels: {} as never,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onDiscardDraft: fn(),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
} satisfies Meta<typeof ApplicationList>;

export default meta;
type Story = StoryObj<typeof meta>;

interface LoadedPage {
  readonly items: Application[];
  readonly totalCount: number;
  readonly options: readonly FilterOption[];
}

/**
 * The first page of the demo user's requests and drafts from the sandbox, with the filters and the
 * service choices of the ADGE lookup; a draft card offers "Discard draft".
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client, locale }): Promise<LoadedPage> => {
      const page = await getCombinedList(asDemoUser(client), DEFAULT_APPLICATION_LIST_FILTERS);
      return {
        items: page.items,
        totalCount: page.totalCount ?? page.items.length,
        options: entityFilterOptionsOf(page.adgeLookup, locale === 'ar-AE' ? 'ar' : 'en'),
      };
    },
  }),
  args: { onValueChange: fn() } as never,
  render: (args, { loaded, globals }) => {
    const t = lockerStoryT(loaded);
    const data = sandboxData<LoadedPage>(loaded);
    const locale = storyLocale(globals);
    return (
      <ApplicationList
        {...args}
        labels={applicationListLabelsOf(t)}
        state={{
          status: 'ready',
          data: {
            items: data.items.map((item) => applicationCardOf(item, t, locale, SANDBOX_STORY_NOW)),
            totalCount: data.totalCount,
          },
        }}
        pageCount={pageCountOf(data.totalCount, COMBINED_LIST_PAGE_SIZE)}
        filters={{
          value: FILTERS,
          onValueChange: (args as unknown as { onValueChange: () => void }).onValueChange,
          serviceOptions: data.options,
          isFiltered: false,
          onClear: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = lockerStoryT(loaded);
    const onValueChange = (args as unknown as { onValueChange: ReturnType<typeof fn> })
      .onValueChange;
    await userEvent.click(canvas.getByRole('checkbox', { name: t('locker.filters.onlyDrafts') }));
    await expect(onValueChange).toHaveBeenCalledWith({ ...FILTERS, onlyDrafts: true });
    const discard = canvas.getAllByRole('button', {
      name: new RegExp(`^${t('locker.draft.discard')}: `),
    });
    await userEvent.click(discard[0]!);
    await expect(args.onDiscardDraft).toHaveBeenCalledTimes(1);
    await userEvent.click(
      canvas.getByRole('button', { name: t('locker.pagination.page', { page: 2 }) }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** While the list loads: card-shaped placeholders and the loading sentence. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <ApplicationList {...args} labels={applicationListLabelsOf(lockerStoryT(loaded))} />
  ),
};

/** Filters hide everything: the sentence and "Clear filters". */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <ApplicationList
        {...args}
        labels={applicationListLabelsOf(t)}
        state={{ status: 'ready', data: { items: [], totalCount: 0 } }}
        filters={{
          value: { ...FILTERS, onlyDrafts: true, addDrafts: true },
          onValueChange: fn(),
          serviceOptions: [],
          isFiltered: true,
          onClear: fn(),
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    await expect(canvas.getByText(t('locker.applications.emptyFiltered'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('locker.filters.clear') })).toBeVisible();
  },
};

/** The list answered `success: false`: the generic message (spec 000 §8) and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      getCombinedList(asDemoUser(clientWithFault('business,message=Ignored text'))).catch(
        (error: unknown) => error,
      ),
  }),
  args: { onRetry: fn() } as never,
  render: (args, { loaded }) => {
    const t = lockerStoryT(loaded);
    return (
      <ApplicationList
        {...args}
        labels={applicationListLabelsOf(t)}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: (args as unknown as { onRetry: () => void }).onRetry,
        }}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = lockerStoryT(loaded);
    // The visible sentence (the live region repeats it for screen readers, hidden).
    await expect(canvas.getAllByText(t('something.wentWrong'))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible();
  },
};
