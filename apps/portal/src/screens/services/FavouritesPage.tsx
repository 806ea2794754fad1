import { failureTextOf, moveFavourite, shellMessages } from '@portal/core';
import {
  orderFavouriteServices,
  unpinFavouriteService,
  type FavouriteService,
} from '@portal/core/api/portal';
import { isPortalError } from '@portal/core/client';
import {
  Breadcrumbs,
  favouriteMovedText,
  favouriteServiceItemsOf,
  favouriteServicesLabelsOf,
  FavouriteServices,
  Link,
  type FavouriteServiceMove,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { queryStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { favouritesChanged, favouritesQuery } from './favouritesQuery';
import { useMiniAppDownload } from '../../shell/apps/useMiniAppDownload';

/** A change the page sends: the whole new order, or one service to unpin. */
type FavouriteChange =
  | { readonly kind: 'order'; readonly ids: readonly string[] }
  | { readonly kind: 'unpin'; readonly id: string };

/**
 * `/favourites` (SCREENS.md S7.3, signed in): the page the home's empty Favourites tab's "Go to
 * Favourites" leads to. The pinned services in the person's order, each a link to its page, with
 * move up / move down and unpin. Each change is drawn at once (optimistic) and sent through core's
 * ASSUMED calls (`orderFavouriteServices`, `unpinFavouriteService`); the server's answer becomes the
 * list the home's Favourites tab reads (the same query), and a failed change puts the list back as
 * it was and says so in an alert. Each change is spoken politely.
 */
export function FavouritesPage() {
  const locale = usePageLocale();
  const t = useMessages('services', 'common');
  const { client } = useAppClients(locale);
  const queryClient = useQueryClient();
  const query = favouritesQuery(client);
  const read = useQuery(query);
  const [announcement, setAnnouncement] = useState('');
  const [changeError, setChangeError] = useState<string>();
  const miniApp = useMiniAppDownload();
  useDocumentTitle(t('favourites.title'), shellMessages(locale).siteName);
  useDocumentDescription(t('favourites.metaDescription'));

  const change = useMutation<
    FavouriteService[],
    unknown,
    FavouriteChange,
    { readonly before: FavouriteService[] | undefined }
  >({
    mutationFn: (asked) =>
      asked.kind === 'order'
        ? orderFavouriteServices(client, asked.ids)
        : unpinFavouriteService(client, asked.id),
    onMutate: async (asked) => {
      setChangeError(undefined);
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const before = queryClient.getQueryData<FavouriteService[]>(query.queryKey);
      queryClient.setQueryData<FavouriteService[]>(query.queryKey, (list = []) =>
        asked.kind === 'order'
          ? asked.ids.flatMap((id) => list.find((favourite) => favourite.id === id) ?? [])
          : list.filter((favourite) => favourite.id !== asked.id),
      );
      return { before };
    },
    onError: (error, _asked, context) => {
      if (context?.before) queryClient.setQueryData(query.queryKey, context.before);
      setAnnouncement('');
      // A refusal's own words say what to do (in the page's language); any other failure (a
      // dropped connection, a 5xx whose text is for developers) gets the page's.
      setChangeError(
        isPortalError(error) && error.kind === 'business'
          ? failureTextOf(error, t('favourites.saveFailed'))
          : t('favourites.saveFailed'),
      );
    },
    onSuccess: (answer) => favouritesChanged(queryClient, client, answer),
  });

  const favourites = read.data ?? [];
  const nameOf = (id: string) =>
    favouriteServiceItemsOf(favourites, locale).find((item) => item.id === id)?.name ?? '';

  const onMove = (id: string, move: FavouriteServiceMove) => {
    const ids = moveFavourite(
      favourites.map((favourite) => favourite.id),
      id,
      move,
    );
    setAnnouncement(favouriteMovedText(t, nameOf(id), ids.indexOf(id) + 1, ids.length));
    change.mutate({ kind: 'order', ids });
  };
  const onUnpin = (id: string) => {
    setAnnouncement(t('favourites.unpinned', { name: nameOf(id) }));
    change.mutate({ kind: 'unpin', id });
  };

  const allServices = pagePath(locale, 'allServices', { audience: 'individual' });
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumbs
        label={shellMessages(locale).breadcrumbs.label}
        items={[
          { label: t('service.breadcrumbs.home'), href: pagePath(locale, 'home') },
          { label: t('favourites.title') },
        ]}
        renderLink={({ href, ...link }) => <RouterAnchor href={href} {...link} />}
      />
      <FavouriteServices
        className="max-w-3xl"
        state={queryStateOf(read, t('favourites.error'), (answer) =>
          favouriteServiceItemsOf(answer, locale),
        )}
        labels={favouriteServicesLabelsOf(t)}
        onMove={onMove}
        onUnpin={onUnpin}
        onAppOnly={miniApp.open}
        announcement={announcement}
        changeError={changeError}
        emptyAction={
          <Link variant="standalone" asChild>
            <RouterAnchor href={allServices}>{t('favourites.browse')}</RouterAnchor>
          </Link>
        }
        renderLink={(link) => <RouterAnchor {...link} />}
      />
      {miniApp.dialog}
    </div>
  );
}
