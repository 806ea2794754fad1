import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { homeStoryT, homeWordsLoader } from '../homeStoryWords';
import { HomeSections } from './HomeSections';
import {
  emptyHomeSections,
  loadHomeSections,
  StoryHomeSections,
  type HomeSectionsStoryData,
} from './homeSectionsStoryData';

const meta: Meta<typeof HomeSections> = {
  title: 'Home/HomeSections',
  component: HomeSections,
  loaders: [homeWordsLoader],
  render: (_args, { loaded }) => (
    <StoryHomeSections data={sandboxData<HomeSectionsStoryData>(loaded)} t={homeStoryT(loaded)} />
  ),
};

export default meta;
type Story = StoryObj<typeof HomeSections>;

/**
 * S2.2–S2.5 for a visitor, from the sandbox's CMS and suitable services: category cards with
 * Discover all, services for everyone, the sign-in and promotional banners, the suitable services,
 * and "Most popular" with the Popular tab open. (The CMS pictures are decorative; Storybook serves none.)
 */
export const Visitor: Story = {
  parameters: sandboxStory({
    load: ({ client, locale }) => loadHomeSections(client, locale, false),
  }),
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.getByRole('region', { name: t('home.suitYourNeeds.title') })).toBeVisible();
    // Services for everyone: the CMS item's services, each leading to its search.
    const everyone = canvas.getByRole('region', { name: t('home.servicesForEveryone.title') });
    await expect(everyone.querySelectorAll('li')).toHaveLength(3);
    await expect(
      canvas.getByRole('region', { name: t('home.suitableServices.title') }),
    ).toBeVisible();
    // The space widget is a signed-in person's.
    await expect(canvas.queryByRole('region', { name: t('home.spaces.title') })).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: t('home.servicesAtAGlance.mostPopular') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: t('home.servicesAtAGlance.popular') }),
    ).toHaveAttribute('aria-selected', 'true');
    // The sign-in and promotional banners are named regions too.
    await expect(canvas.getAllByRole('region').length).toBeGreaterThanOrEqual(5);
  },
};

/**
 * Signed in: no sign-in banner, the space widget (the demo user's spaces from the sandbox, with
 * their request figures), "My services" with the Favourites tab open.
 */
export const SignedIn: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client, locale }) => loadHomeSections(client, locale, true),
  }),
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    await expect(
      canvas.getByRole('heading', { name: t('home.servicesAtAGlance.myServices') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: t('home.servicesAtAGlance.favourites') }),
    ).toHaveAttribute('aria-selected', 'true');
    // The space widget: the demo user's spaces with their request figures, and the way to the locker.
    const spaces = canvas.getByRole('region', { name: t('home.spaces.title') });
    await expect(spaces).toBeVisible();
    await expect(
      within(spaces).getByRole('link', { name: t('home.spaces.viewInLocker') }),
    ).toBeVisible();
    await expect(
      within(spaces).getByRole('heading', {
        name: t('locker.spaceRequests.titleFor', {
          space: t('locker.spaceRequests.kind.business'),
        }),
      }),
    ).toBeVisible();
    // Needs, everyone, promotional banner, suitable, spaces (and its two spaces, business and
    // property), at a glance: no sign-in banner.
    await expect(canvas.getAllByRole('region')).toHaveLength(8);
  },
};

/** Loading: the lists' skeletons (announced); the CMS sections join when they arrive. */
export const Loading: Story = {
  render: (_args, { loaded, globals }) => (
    <StoryHomeSections
      data={emptyHomeSections(globals['locale'] === 'ar' ? 'ar-AE' : 'en')}
      t={homeStoryT(loaded)}
      glance={{ favourites: { status: 'loading' }, popular: { status: 'loading' } }}
    />
  ),
  play: async ({ canvas, loaded }) => {
    const t = homeStoryT(loaded);
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((r) => r.textContent === t('home.loading'))).toBe(
        true,
      ),
    );
  },
};

const onRetry = fn();

/**
 * The sandbox answers 503: the CMS sections are left out (spec 001 §8) and the popular list shows
 * the generic message with a retry.
 */
export const Failure: Story = {
  parameters: sandboxStory({
    load: ({ clientWithFault, locale }) =>
      loadHomeSections(clientWithFault('503'), locale, false).catch(() =>
        emptyHomeSections(locale),
      ),
  }),
  render: (_args, { loaded }) => {
    const t = homeStoryT(loaded);
    return (
      <StoryHomeSections
        data={sandboxData<HomeSectionsStoryData>(loaded)}
        t={t}
        glance={{ popular: { status: 'error', message: t('something.wentWrong'), onRetry } }}
      />
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const t = homeStoryT(loaded);
    await expect(canvas.queryByRole('region', { name: t('home.suitYourNeeds.title') })).toBeNull();
    await expect(canvas.getAllByText(t('something.wentWrong'))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.tryAgain') }));
    await waitFor(() => expect(onRetry).toHaveBeenCalled());
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
