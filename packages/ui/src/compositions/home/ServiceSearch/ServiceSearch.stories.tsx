import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { sandboxData } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { serviceSearchLabelsOf } from '../views/serviceSearch';
import { ServiceSearch, type ServiceSuggestion } from './ServiceSearch';
import { loadSuggestionSearch } from './serviceSearchStoryData';
import type { SuggestionSearch } from '../../../components/SearchCombobox';

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
  parameters: { ...loadSuggestionSearch, docs: { story: { inline: false, height: '420px' } } },
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
