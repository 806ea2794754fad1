import { parkingTrafficFileOf } from '@portal/core/api/parking';
import {
  Link as KitLink,
  ParkingOverview,
  fineItemsOf,
  parkingOverviewLabelsOf,
  parkingServiceItemsOf,
  permitItemsOf,
  plateCardItemsOf,
  type DataState,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queriesStateOf, queryStateOf } from '../../shell/dataState/queryState';
import { BackToHubLink } from '../../shell/links/BackToHubLink';
import { useWalletWords } from './useWalletWords';
import {
  finesTotalQuery,
  parkingPermitsQuery,
  parkingServicesQuery,
  parkingVehiclesQuery,
} from './parkingQueries';
import { registrationQuery } from './walletQueries';
import { WalletPageLayout } from './WalletPageLayout';

/**
 * The person's parking (SCREENS.md S6.7): Mawaqif and Darb fines totals, Mawaqif permits, the
 * vehicles on their traffic file (the one core's `parkingTrafficFileOf` picks from the Darb
 * registration) and related services, whose permit pages carry the page's `lang`.
 */
export function ParkingPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const { client } = appClientsFor(locale);
  const permits = useQuery(parkingPermitsQuery(client));
  const mawaqif = useQuery(finesTotalQuery(client, 'mawaqif'));
  const darb = useQuery(finesTotalQuery(client, 'darb'));
  const services = useQuery(parkingServicesQuery(client));
  const registration = useQuery(registrationQuery(client));
  const fallback = t('something.wentWrong');
  const trafficFile = parkingTrafficFileOf(registration.data?.trafficFileNumbers);
  const vehicles = useQuery({
    ...parkingVehiclesQuery(client, trafficFile ?? ''),
    enabled: trafficFile !== undefined,
  });

  const vehiclesState: DataState<ReturnType<typeof plateCardItemsOf>> =
    registration.isSuccess && trafficFile === undefined
      ? { status: 'ready', data: [] }
      : queriesStateOf([registration, vehicles], fallback, (_, list) =>
          plateCardItemsOf(t, list, locale),
        );

  return (
    <WalletPageLayout
      title={t('parking.title')}
      intro={t('parking.intro')}
      sectionNav={false}
      backLink={<BackToHubLink locale={locale} label={t('utilities.backToHub')} />}
    >
      <ParkingOverview
        fines={queriesStateOf([mawaqif, darb], fallback, (mawaqifTotal, darbTotal) =>
          fineItemsOf(t, { mawaqif: mawaqifTotal, darb: darbTotal }, locale),
        )}
        permits={queryStateOf(permits, fallback, (list) => permitItemsOf(t, list, locale))}
        vehicles={vehiclesState}
        services={queryStateOf(services, fallback, (list) =>
          parkingServiceItemsOf(list, { origin: window.location.origin, locale }),
        )}
        labels={parkingOverviewLabelsOf(t, trafficFile)}
        vehiclesEmptyAction={
          <KitLink asChild variant="standalone">
            <Link to={pagePath(locale, 'walletWallets')}>{t('parking.toTollWallet')}</Link>
          </KitLink>
        }
        servicesEmptyAction={<BackToHubLink locale={locale} label={t('utilities.backToHub')} />}
      />
    </WalletPageLayout>
  );
}
