import type { PortalLocale } from '@portal/core';
import { FavouriteToggle, Link } from '@portal/ui';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { pagePath } from '../../platform/pages/pagePath';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { useFavouritePin } from './useFavouritePin';

/**
 * The service page's pin (SCREENS.md S7.1, signed in): the toggle, with a note and the way to the
 * favourites page while pinned. Its own chunk: a visitor's service page never loads it, nor the
 * favourite calls' schemas. Nothing is drawn until the favourites are read.
 */
export default function FavouritePinArea({
  locale,
  serviceId,
}: {
  readonly locale: PortalLocale;
  readonly serviceId: string;
}) {
  const t = useMessages('services', 'common');
  const { client } = useAppClients(locale);
  const pin = useFavouritePin(client, serviceId);
  if (pin === undefined) return null;
  return (
    <FavouriteToggle
      label={t('favourites.pin')}
      pressed={pin.pinned}
      onPressedChange={pin.setPinned}
      busy={pin.busy}
      busyLabel={t('favourites.saving')}
      pinnedNote={t('favourites.pinnedNote')}
      favouritesAction={
        <Link variant="standalone" asChild>
          <RouterAnchor href={pagePath(locale, 'favourites')}>{t('favourites.see')}</RouterAnchor>
        </Link>
      }
    />
  );
}
