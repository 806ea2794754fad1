import { shellMessages } from '@portal/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { SuggestionSearch } from '../../../components/SearchCombobox';
import { sandboxData } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { serviceSearchLabelsOf } from '../views/serviceSearch';
import { ServiceSearch, type ServiceSuggestion } from '../ServiceSearch';
import { loadSuggestionSearch } from '../ServiceSearch/serviceSearchStoryData';
import { HomeHero } from './HomeHero';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  args: { title: '', search: null },
  argTypes: { search: { control: false }, background: { control: false } },
  loaders: [homeWordsLoader],
  parameters: { ...loadSuggestionSearch },
  render: (args, { loaded, globals }) => {
    const messages = shellMessages(storyLocale(globals));
    return (
      <HomeHero
        {...args}
        title={messages.homeHeading}
        description={messages.homeIntro}
        search={
          <ServiceSearch
            labels={serviceSearchLabelsOf(homeStoryT(loaded))}
            onSearch={sandboxData<SuggestionSearch<ServiceSuggestion>>(loaded)}
            onSelect={fn()}
            onSubmit={fn()}
          />
        }
      />
    );
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * S2.1: the page's one heading, the description and the search box "Find a service" (its
 * suggestions come from the sandbox; see Home/ServiceSearch). The CMS background is decorative and
 * arrives later in the app; the story has none (Storybook serves no sandbox pictures).
 */
export const Content: Story = {
  play: async ({ canvas, loaded, globals }) => {
    const t = homeStoryT(loaded);
    const messages = shellMessages(storyLocale(globals));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(messages.homeHeading);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: t('home.hero.searchLabel') }),
    ).toHaveAttribute('placeholder', t('home.hero.searchPlaceholder'));
  },
};
