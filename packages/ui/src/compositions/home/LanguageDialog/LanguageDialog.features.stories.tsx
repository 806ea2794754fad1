import type { Meta, StoryObj } from '@storybook/react-vite';
import { getLanguageList, type LanguageEntry } from '@portal/core/api/portal';
import { expect, fn, screen, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { languageDialogLabelsOf } from '../views/languageDialog';
import { LanguageDialog } from './LanguageDialog';
import { LanguageDialogStory, chosenWordsLoader } from './languageDialogStoryData';
import meta0 from './LanguageDialog.stories';

const meta = {
  title: 'Home/LanguageDialog/Features',
  component: LanguageDialog,
  args: { ...meta0.args, onOpenChange: fn(), onQueryChange: fn(), onChoose: fn() },
  argTypes: meta0.argTypes,
  loaders: [homeWordsLoader, chosenWordsLoader],
  parameters: sandboxStory({
    load: ({ client }) => getLanguageList(client, { itemId: 'languages' }),
  }),
  render: (args, { loaded, globals, parameters }) => (
    <LanguageDialogStory
      args={args}
      loaded={loaded}
      globals={globals}
      chosen={parameters['chosen'] as string | undefined}
    />
  ),
} satisfies Meta<typeof LanguageDialog>;

export default meta;

/** The polite region that holds a choice's outcome. */
function outcomeOf(dialog: HTMLElement): HTMLElement {
  const region = dialog.querySelector<HTMLElement>('[data-slot="language-outcome"]');
  if (region === null) throw new Error('The dialog has no outcome region.');
  return region;
}
type Story = StoryObj<typeof meta>;

/**
 * French chosen: the outcome says in the page's language what changed (the session dialogs) and
 * what did not (everything else), with the dialogs' titles as they now read, marked `lang="fr"`.
 */
export const ChosenWithCatalogues: Story = {
  parameters: { chosen: 'fr' },
  play: async ({ loaded }) => {
    const t = homeStoryT(loaded);
    const dialog = within(await screen.findByRole('dialog'));
    const outcome = outcomeOf(await screen.findByRole('dialog'));
    await expect(outcome).toHaveTextContent('Êtes-vous toujours là ?');
    await expect(dialog.getByText('Êtes-vous toujours là ?').closest('ul')).toHaveAttribute(
      'lang',
      'fr',
    );
    await expect(outcome).toHaveTextContent(t('home.languages.kept'));
    await expect(dialog.getByRole('button', { current: true })).toHaveTextContent(/français/i);
  },
};

/** Persian chosen: the same, the translated titles right to left, and the outcome says so. */
export const ChosenRightToLeft: Story = {
  parameters: { chosen: 'fa' },
  play: async ({ loaded }) => {
    const t = homeStoryT(loaded);
    const outcome = outcomeOf(await screen.findByRole('dialog'));
    await expect(outcome).toHaveTextContent(t('home.languages.rightToLeft'));
    await expect(outcome.querySelector('ul')).toHaveAttribute('dir', 'rtl');
  },
};

/** Urdu chosen (no catalogues): the outcome says plainly that nothing changes. */
export const ChosenWithoutCatalogues: Story = {
  parameters: { chosen: 'ur' },
  play: async ({ loaded, globals }) => {
    const t = homeStoryT(loaded);
    const urdu = sandboxData<LanguageEntry[]>(loaded).find((entry) => entry.iso === 'ur');
    const language = (globals['locale'] === 'ar' ? urdu?.ar : urdu?.en) ?? 'ur';
    const outcome = outcomeOf(await screen.findByRole('dialog'));
    await expect(outcome).toHaveTextContent(t('home.languages.none', { language }));
  },
};

/** Keyboard: Tab from the search reaches the languages; Enter chooses; Escape asks to close. */
export const Keyboard: Story = {
  play: async ({ args, loaded, userEvent }) => {
    const labels = languageDialogLabelsOf(homeStoryT(loaded));
    const dialog = within(await screen.findByRole('dialog', { name: labels.title }));
    await expect(dialog.getByRole('searchbox', { name: labels.search })).toHaveFocus();
    await userEvent.keyboard('العربية');
    await dialog.findByRole('button', { name: /العربية/ });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('ar');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
