import type { Meta, StoryObj } from '@storybook/react-vite';
import { getLanguageList } from '@portal/core/api/portal';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { languageDialogLabelsOf } from '../views/languageDialog';
import { LanguageDialog } from './LanguageDialog';
import { LanguageDialogStory, chosenWordsLoader } from './languageDialogStoryData';

const meta = {
  title: 'Home/LanguageDialog',
  component: LanguageDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    labels: {
      title: '',
      description: '',
      search: '',
      searchHint: '',
      loading: '',
      retry: '',
      retrying: '',
      count: () => '',
      noMatch: () => '',
      showAll: '',
      current: '',
      done: '',
      close: '',
    },
    state: { status: 'loading' },
    query: '',
    onQueryChange: fn(),
    value: 'en',
    onChoose: fn(),
  },
  argTypes: { labels: { control: false }, state: { control: false }, outcome: { control: false } },
  loaders: [homeWordsLoader, chosenWordsLoader],
  render: (args, { loaded, globals }) => (
    <LanguageDialogStory args={args} loaded={loaded} globals={globals} />
  ),
} satisfies Meta<typeof LanguageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = sandboxStory({
  load: ({ client }) => getLanguageList(client, { itemId: 'languages' }),
});

/**
 * S9.2: the sandbox's ~58 languages by their native names, each in its own language and direction,
 * with the page language's name beside it; the language in use is marked. Searching narrows the
 * list; choosing reports the code.
 */
export const Content: Story = {
  parameters: languages,
  play: async ({ args, loaded, userEvent }) => {
    const labels = languageDialogLabelsOf(homeStoryT(loaded));
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    const list = within(dialog);
    await expect(dialog).toHaveAccessibleDescription(labels.description);
    await expect(list.getByRole('searchbox', { name: labels.search })).toHaveFocus();
    await expect(list.getAllByRole('listitem').length).toBeGreaterThan(50);
    await expect(list.getByText('فارسی')).toHaveAttribute('dir', 'rtl');
    await expect(list.getByText('فارسی')).toHaveAttribute('lang', 'fa');
    await expect(list.getByRole('button', { current: true })).toHaveTextContent('English');
    await userEvent.type(list.getByRole('searchbox', { name: labels.search }), 'francais');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(list.getByText(labels.count(1))).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: /français/i }));
    await expect(args.onChoose).toHaveBeenCalledWith('fr');
  },
};

/** While the list loads: rows of skeletons, named for assistive technology. */
export const Loading: Story = {
  play: async ({ loaded }) => {
    const labels = languageDialogLabelsOf(homeStoryT(loaded));
    await expect(await screen.findByText(labels.loading)).toBeInTheDocument();
  },
};

/** The list failed: the sentence and a retry button. */
export const Error: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault }) =>
      getLanguageList(clientWithFault('503'), { itemId: 'languages' }).catch((error: unknown) =>
        error instanceof globalThis.Error ? error : new globalThis.Error(),
      ),
  }),
  play: async ({ loaded }) => {
    const t = homeStoryT(loaded);
    const dialog = await screen.findByRole('dialog');
    // ErrorState shows the sentence and repeats it in its own live region.
    await expect(within(dialog).getAllByText(t('sessionDialog.languagesFailed'))[0]).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('common.tryAgain') })).toBeEnabled();
  },
};

/** A search that finds nothing: the sentence naming the text, and "show all" as the next step. */
export const NoMatch: Story = {
  parameters: languages,
  args: { query: 'klingon' },
  play: async ({ loaded, userEvent }) => {
    const labels = languageDialogLabelsOf(homeStoryT(loaded));
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(labels.noMatch('klingon'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: labels.showAll }));
    await expect(dialog.getByRole('searchbox', { name: labels.search })).toHaveValue('');
    await expect(dialog.getByRole('searchbox', { name: labels.search })).toHaveFocus();
    await waitFor(() => expect(dialog.getAllByRole('listitem').length).toBeGreaterThan(50));
  },
};
