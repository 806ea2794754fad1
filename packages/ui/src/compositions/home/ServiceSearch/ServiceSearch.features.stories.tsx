import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { SuggestionSearch } from '../../../components/SearchCombobox';
import { sandboxData } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { serviceSearchLabelsOf } from '../views/serviceSearch';
import { ServiceSearch, type ServiceSuggestion } from './ServiceSearch';
import { loadSuggestionSearch } from './serviceSearchStoryData';

const LICENCE = { en: 'licence', ar: 'رخصة' };

const meta = {
  title: 'Home/ServiceSearch/Features',
  component: ServiceSearch,
  args: {
    labels: { label: '', placeholder: '', suggestionsTitle: '', count: String, submit: '' },
    onSearch: async () => [],
    onSelect: fn(),
    onSubmit: fn(),
  },
  argTypes: { labels: { control: false }, onSearch: { control: false } },
  loaders: [homeWordsLoader],
  parameters: { ...loadSuggestionSearch },
} satisfies Meta<typeof ServiceSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's compact box at 320 px: no button, Enter searches the text; nothing overflows. */
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
