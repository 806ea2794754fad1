import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyText } from '../../../storybook/storyText';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { HomeSections } from './HomeSections';
import {
  loadHomeSections,
  StoryHomeSections,
  type HomeSectionsStoryData,
} from './homeSectionsStoryData';

const meta: Meta<typeof HomeSections> = {
  title: 'Home/HomeSections/Features',
  component: HomeSections,
  loaders: [homeWordsLoader],
  parameters: sandboxStory({
    load: ({ client, locale }) => loadHomeSections(client, locale, false),
  }),
};

export default meta;
type Story = StoryObj<typeof HomeSections>;

/** 320 px: cards, banners and lists stack in one column; nothing scrolls sideways. */
export const Narrow: Story = {
  render: (_args, { loaded }) => (
    <div className="w-[320px]" data-testid="frame">
      <StoryHomeSections data={sandboxData<HomeSectionsStoryData>(loaded)} t={homeStoryT(loaded)} />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

/**
 * Keyboard: Tab reaches the selected Popular tab; the arrow towards the start (left in English,
 * right in Arabic) selects Favourites, whose empty state offers "Go to Favourites".
 */
export const Keyboard: Story = {
  render: (_args, { loaded }) => (
    <StoryHomeSections data={sandboxData<HomeSectionsStoryData>(loaded)} t={homeStoryT(loaded)} />
  ),
  play: async ({ canvas, loaded, globals, userEvent }) => {
    const t = homeStoryT(loaded);
    const popular = canvas.getByRole('tab', { name: t('home.servicesAtAGlance.popular') });
    popular.focus();
    await expect(popular).toHaveFocus();
    await userEvent.keyboard(storyText(globals, { en: '{ArrowLeft}', ar: '{ArrowRight}' }));
    const favourites = canvas.getByRole('tab', { name: t('home.servicesAtAGlance.favourites') });
    await waitFor(() => expect(favourites).toHaveAttribute('aria-selected', 'true'));
    await expect(favourites).toHaveFocus();
    await expect(
      canvas.getByRole('link', { name: t('home.favourites.goToFavourites') }),
    ).toBeVisible();
  },
};
