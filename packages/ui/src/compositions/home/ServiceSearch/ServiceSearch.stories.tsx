import { searchSuggestions } from '@portal/core/api/portal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { serviceSearchLabelsOf } from '../labels';
import { ServiceSearch, type ServiceSuggestion } from './ServiceSearch';
import type { SuggestionSearch } from '../../../components/SearchCombobox';

/** The sandbox's global search as the app wires it: results become suggestions with an address. */
const loadSearch = sandboxStory({
  load:
    async ({ client }): Promise<SuggestionSearch<ServiceSuggestion>> =>
    async (text, signal) =>
      (await searchSuggestions(client, text, { signal })).map((result, index) => ({
        id: result.id ?? String(index),
        label: result.Data?.ServiceShortName ?? result.Data?.title ?? '',
        href: `/${result.Path ?? ''}`,
      })),
});

const LICENCE = { en: 'licence', ar: 'رخصة' };

const meta = {
  title: 'Home/ServiceSearch',
  component: ServiceSearch,
  args: {
    labels: { label: '', placeholder: '', suggestionsTitle: '', count: String, submit: '' },
    onSearch: async () => [],
    onSelect: fn(),
    onSubmit: fn(),
  },
  argTypes: { labels: { control: false }, onSearch: { control: false } },
  loaders: [homeWordsLoader],
  parameters: { ...loadSearch, docs: { story: { inline: false, height: '420px' } } },
  render: (args, { loaded }) => (
    <div className="min-h-96">
      <ServiceSearch
        {...args}
        labels={serviceSearchLabelsOf(homeStoryT(loaded))}
        onSearch={sandboxData<SuggestionSearch<ServiceSuggestion>>(loaded)}
      />
    </div>
  ),
} satisfies Meta<typeof ServiceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S2.1 hero: typing asks the sandbox once the typing pauses, 5 suggestions are listed under "Are you
 * looking for…" and announced; ArrowDown + Enter opens the first one.
 */
export const Hero: Story = {
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = homeStoryT(loaded);
    const box = canvas.getByRole('combobox', { name: t('home.hero.searchLabel') });
    await expect(box).toHaveAttribute('placeholder', t('home.hero.searchPlaceholder'));
    await userEvent.type(box, storyText(globals, LICENCE));
    const list = await screen.findByRole('listbox', { name: t('home.hero.suggestionsTitle') });
    await expect(await waitFor(() => screen.getAllByRole('option'))).toHaveLength(5);
    await expect(list).toBeVisible();
    const announced = t('search.suggestionsCount', { count: 5 });
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((region) => region.textContent === announced)).toBe(
        true,
      ),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** The header's compact box at 320 px: Enter searches the text; nothing overflows. */
export const CompactNarrow: Story = {
  args: { variant: 'compact' },
  render: (args, { loaded }) => (
    <div className="w-[320px]" data-testid="frame">
      <ServiceSearch
        {...args}
        labels={serviceSearchLabelsOf(homeStoryT(loaded))}
        onSearch={sandboxData<SuggestionSearch<ServiceSuggestion>>(loaded)}
      />
    </div>
  ),
  play: async ({ canvas, args, globals, userEvent }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.type(canvas.getByRole('combobox'), `${storyText(globals, LICENCE)}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(storyText(globals, LICENCE));
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
