import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { FavouriteServices } from './FavouriteServices';
import {
  BASE_ARGS,
  favouritesStoryData,
  onMoveSpy,
  onUnpinSpy,
  renderFavourites,
  type FavouritesStoryData,
} from './favouriteServicesStoryData';

const meta = {
  title: 'Services/FavouriteServices',
  component: FavouriteServices,
  args: BASE_ARGS,
  argTypes: { labels: { control: false }, state: { control: false } },
  render: renderFavourites,
} satisfies Meta<typeof FavouriteServices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo user's three pinned services (sandbox seed 1), in their order, each with its buttons. */
export const Default: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesStoryData }),
  play: async ({ canvas, loaded }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('favourites.title') }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: t('favourites.listLabel') });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    const [first] = canvas.getAllByRole('button', {
      name: new RegExp(`^${t('favourites.unpin')}`),
    });
    await expect(first).toBeVisible();
  },
};

/**
 * Move the second service up (focus stays on its button, now first, so on Move down), hear where it
 * went; then unpin it: the list keeps two and the sandbox keeps the change.
 */
export const ReorderAndUnpin: Story = {
  parameters: sandboxStory<FavouritesStoryData>({ as: 'normal', load: favouritesStoryData }),
  play: async ({ canvas, loaded, userEvent }) => {
    const { t } = sandboxData<FavouritesStoryData>(loaded);
    onMoveSpy.mockClear();
    onUnpinSpy.mockClear();
    const names = () =>
      Array.from(
        canvas.getByRole('list', { name: t('favourites.listLabel') }).querySelectorAll('li a'),
        (link) => link.textContent,
      );
    const [first, second] = names();
    const moveUp = canvas.getByRole('button', {
      name: t('favourites.moveUp', { name: second ?? '' }),
    });
    await userEvent.click(moveUp);
    await waitFor(() => expect(names().slice(0, 2)).toEqual([second, first]));
    await expect(
      await canvas.findByText(t('favourites.moved', { name: second ?? '', position: 1, count: 3 })),
    ).toHaveAttribute('aria-live', 'polite');
    await expect(document.activeElement).toBe(
      canvas.getByRole('button', { name: t('favourites.moveDown', { name: second ?? '' }) }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('favourites.unpinNamed', { name: second ?? '' }) }),
    );
    await waitFor(() => expect(names()).toHaveLength(2));
    await expect(names()).not.toContain(second);
    await expect(onMoveSpy).toHaveBeenCalledTimes(1);
    await expect(onUnpinSpy).toHaveBeenCalledTimes(1);
  },
};
