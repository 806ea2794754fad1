import type { Meta, StoryObj } from '@storybook/react-vite';
import { getLanguageList, type LanguageEntry } from '@portal/core/api/portal';
import { expect, fn, userEvent } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { sessionT, sessionWordsLoader } from '../sessionStoryWords';
import { LanguageListPicker, type LanguageOption } from './LanguageListPicker';

const optionOf = (entry: LanguageEntry): LanguageOption => ({
  code: entry.iso,
  nativeName: entry.native_name ?? entry.name ?? entry.iso,
  lang: entry.iso,
  dir: entry.direction,
});

const meta = {
  title: 'Session/LanguageListPicker',
  component: LanguageListPicker,
  args: {
    state: { status: 'loading' },
    labels: { label: '', loading: '', retry: '' },
    value: 'en',
    onValueChange: fn(),
  },
  argTypes: { labels: { control: false }, state: { control: false } },
  loaders: [sessionWordsLoader],
  decorators: [(Story) => <div className="max-w-modal">{Story()}</div>],
  render: (args, { loaded }) => {
    const t = sessionT(loaded);
    const labels = {
      label: t('sessionDialog.language'),
      loading: t('sessionDialog.language'),
      retry: t('sessionDialog.retry'),
    };
    const data = 'sandbox' in loaded ? sandboxData<LanguageEntry[] | Error>(loaded) : undefined;
    const state =
      data === undefined
        ? args.state
        : data instanceof globalThis.Error
          ? { status: 'error' as const, message: t('sessionDialog.languagesFailed'), onRetry: fn() }
          : { status: 'ready' as const, data: data.map(optionOf) };
    return <LanguageListPicker {...args} state={state} labels={labels} />;
  },
} satisfies Meta<typeof LanguageListPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sandbox's ~58 languages by their native names; choosing one reports its code. */
export const Content: Story = {
  parameters: sandboxStory({
    load: ({ client }) => getLanguageList(client, { itemId: 'languages' }),
  }),
  play: async ({ args, canvas, loaded }) => {
    const t = sessionT(loaded);
    const select = canvas.getByRole('combobox', { name: t('sessionDialog.language') });
    await expect(select.querySelectorAll('option').length).toBeGreaterThan(50);
    await userEvent.selectOptions(select, 'fa');
    await expect(args.onValueChange).toHaveBeenCalledWith('fa');
  },
};

/** While the list loads: a field-shaped skeleton. */
export const Loading: Story = {};

/** The list failed: the sentence and a retry button. */
export const Error: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault }) =>
      getLanguageList(clientWithFault('503'), { itemId: 'languages' }).catch((error: unknown) =>
        error instanceof globalThis.Error ? error : new globalThis.Error(),
      ),
  }),
  play: async ({ canvas, loaded }) => {
    const t = sessionT(loaded);
    await expect(canvas.getByText(t('sessionDialog.languagesFailed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('sessionDialog.retry') })).toBeEnabled();
  },
};
