/**
 * Stories only: the favourites page's words and the signed-in demo user's favourites from the
 * story's sandbox, changed through core's pin, unpin and order calls as the app changes them (a
 * stories file cannot export helpers).
 */
import { moveFavourite, type PortalLocale } from '@portal/core';
import {
  getFavouriteServices,
  orderFavouriteServices,
  unpinFavouriteService,
  type FavouriteService,
} from '@portal/core/api/portal';
import type { PortalClient } from '@portal/core/client';
import type { StoryContext } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { sandboxData, type SandboxStoryContext } from '../../../storybook/sandboxStory';
import { loadServiceWords } from '../storyWords';
import {
  favouriteMovedText,
  favouriteServiceItemsOf,
  favouriteServicesLabelsOf,
} from '../views/favouriteServices';
import type { ServiceWords } from '../views/serviceDetails';
import {
  FavouriteServices,
  type FavouriteServiceMove,
  type FavouriteServicesProps,
} from './FavouriteServices';

export interface FavouritesStoryData {
  readonly t: ServiceWords;
  readonly locale: PortalLocale;
  readonly client: PortalClient;
  readonly favourites: readonly FavouriteService[];
}

/** Records what the stories ask for. */
export const onMoveSpy = fn();
export const onUnpinSpy = fn();
export const onRetry = fn();

/** The story's words and the demo user's seeded favourites (seed 1: three pinned services). */
export async function favouritesStoryData({
  client,
  locale,
}: SandboxStoryContext): Promise<FavouritesStoryData> {
  const [t, favourites] = await Promise.all([
    loadServiceWords(locale),
    getFavouriteServices(client),
  ]);
  return { t, locale, client, favourites };
}

/** The story's words only, for the states that need no data. */
export async function favouritesWordsOnly(context: SandboxStoryContext) {
  return { ...(await favouritesStoryData(context)), favourites: [] };
}

/** Placeholder args: the stories render from their loaded data. */
export const BASE_ARGS: FavouriteServicesProps = {
  state: { status: 'loading' },
  labels: {} as FavouriteServicesProps['labels'],
  onMove: () => {},
  onUnpin: () => {},
};

/** The list as the app holds it: each change sent to the story's sandbox, its answer shown. */
function FavouritesHarness({
  data,
  args,
}: {
  readonly data: FavouritesStoryData;
  readonly args: Partial<FavouriteServicesProps>;
}) {
  const { t, locale, client } = data;
  const [favourites, setFavourites] = useState(data.favourites);
  const [announcement, setAnnouncement] = useState('');
  const [changeError, setChangeError] = useState<string>();
  const items = favouriteServiceItemsOf(favourites, locale);

  const move = (id: string, direction: FavouriteServiceMove) => {
    onMoveSpy(id, direction);
    const order = moveFavourite(
      favourites.map((favourite) => favourite.id),
      id,
      direction,
    );
    const name = items.find((item) => item.id === id)?.name ?? id;
    setFavourites(order.flatMap((each) => favourites.find((f) => f.id === each) ?? []));
    setAnnouncement(favouriteMovedText(t, name, order.indexOf(id) + 1, order.length));
    orderFavouriteServices(client, order).then(setFavourites, () => {
      setFavourites(favourites);
      setChangeError(t('favourites.saveFailed'));
    });
  };
  const unpin = (id: string) => {
    onUnpinSpy(id);
    const name = items.find((item) => item.id === id)?.name ?? id;
    setFavourites(favourites.filter((favourite) => favourite.id !== id));
    setAnnouncement(t('favourites.unpinned', { name }));
    unpinFavouriteService(client, id).then(setFavourites, () => {
      setFavourites(favourites);
      setChangeError(t('favourites.saveFailed'));
    });
  };

  return (
    <FavouriteServices
      labels={favouriteServicesLabelsOf(t)}
      state={{ status: 'ready', data: items }}
      onMove={move}
      onUnpin={unpin}
      announcement={announcement}
      changeError={changeError}
      emptyAction={<a href="#services">{t('favourites.browse')}</a>}
      {...args}
    />
  );
}

/** Renders the favourites from a story's loaded data, changes going to the story's sandbox. */
export function renderFavourites(
  args: FavouriteServicesProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const data = sandboxData<FavouritesStoryData>(loaded);
  const { state: _state, labels: _labels, onMove: _m, onUnpin: _u, ...rest } = args;
  return <FavouritesHarness data={data} args={rest} />;
}

/** Renders a fixed state (loading, error) with the loaded words. */
export function renderFavouritesState(
  args: FavouriteServicesProps,
  { loaded }: Pick<StoryContext, 'loaded'>,
) {
  const { t } = sandboxData<FavouritesStoryData>(loaded);
  return (
    <FavouriteServices
      {...args}
      labels={favouriteServicesLabelsOf(t)}
      emptyAction={<a href="#services">{t('favourites.browse')}</a>}
    />
  );
}
