import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { FavouriteServices } from './FavouriteServices';
import { FavouriteToggle } from './FavouriteToggle';
import {
  BASE_ARGS,
  favouritesStoryData,
  favouritesWordsOnly,
  onRetry,
  renderFavourites,
  renderFavouritesState,
  type FavouritesStoryData,
} from './favouriteServicesStoryData';

const meta = {
  title: 'Services/FavouriteServices/Features',
  component: FavouriteServices,
  args: BASE_ARGS,
  render: renderFavouritesState,
} satisfies Meta<typeof FavouriteServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing pinned: the sentence says how to pin, and the next step is browsing services. */
export const Empty: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesWordsOnly }),
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    await expect(canvas.getByText(t('favourites.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('favourites.browse') })).toBeVisible();
  },
};

/** The favourites could not be read: the message and a retry. */
export const Failed: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesWordsOnly }),
  args: { state: { status: 'error', message: 'x', onRetry } },
  render: (args, context) => {
    const { t } = sandboxData<FavouritesStoryData>(context.loaded);
    return renderFavouritesState(
      { ...args, state: { status: 'error', message: t('favourites.error'), onRetry } },
      context,
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    onRetry.mockClear();
    await expect(
      canvas.getByText(t('favourites.error'), { selector: '[data-slot="error-state-message"]' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.tryAgain') }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Still loading: the rows' shapes, said once. */
export const Loading: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesWordsOnly }),
  args: { state: { status: 'loading' } },
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    await expect(await canvas.findByText(t('favourites.loading'))).toBeInTheDocument();
  },
};

/** 320 px wide: rows wrap, the buttons stay whole, nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesStoryData }),
  render: (args, context) => <div className="w-[320px]">{renderFavourites(args, context)}</div>,
  play: async ({ canvasElement, canvas, loaded }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    await expect(canvas.getByRole('list', { name: t('favourites.listLabel') })).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The service page's pin toggle: pressed once pinned, with the note and the way to favourites. */
export const Toggle: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesWordsOnly }),
  render: function Render(_args, { loaded }) {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    const [pressed, setPressed] = useState(false);
    return (
      <FavouriteToggle
        label={t('favourites.pin')}
        pressed={pressed}
        onPressedChange={setPressed}
        pinnedNote={t('favourites.pinnedNote')}
        favouritesAction={<a href="#favourites">{t('favourites.see')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    const toggle = canvas.getByRole('button', { name: t('favourites.pin') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByText(t('favourites.pinnedNote'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('favourites.see') })).toBeVisible();
  },
};
