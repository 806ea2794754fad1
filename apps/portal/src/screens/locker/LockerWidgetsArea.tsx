import { LockerWidgets, lockerWidgetCardsOf, lockerWidgetsLabelsOf } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { lockerWidgetsQuery } from './lockerHomeQueries';
import { queryStateOf } from '../../shell/dataState/queryState';
import { RouterAnchor } from '../../shell/links/RouterAnchor';

/**
 * The locker home's widgets (SCREENS.md S3.1): the person's widgets in their order, each a card of
 * figures with a link to where its items live; a wallet whose KYC expired warns here too (spec 000
 * §4), so the person sees it without opening the toll wallet.
 */
export function LockerWidgetsArea() {
  const locale = usePageLocale();
  const t = useMessages('locker', 'common');
  const { client } = appClientsFor(locale);
  const widgets = useQuery(lockerWidgetsQuery(client, locale));
  return (
    <section aria-labelledby="locker-widgets" className="flex min-w-0 flex-col gap-4">
      <h2 id="locker-widgets" className="text-title font-semibold">
        {t('locker.widgets.heading')}
      </h2>
      <LockerWidgets
        labels={lockerWidgetsLabelsOf(t)}
        state={queryStateOf(widgets, t('something.wentWrong'), (answer) =>
          lockerWidgetCardsOf(answer, t, locale),
        )}
        renderLink={({ children, ...link }) => <RouterAnchor {...link}>{children}</RouterAnchor>}
      />
    </section>
  );
}
