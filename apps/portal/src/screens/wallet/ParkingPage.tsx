import { failureTextOf } from '@portal/core/client';
import type { PortalError } from '@portal/core/client';
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
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
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

type T = ReturnType<typeof useWalletWords>;

/** A query as a data area's state: loading, its failure with a retry, or its data made into items. */
function stateOf<TItems>(
  t: T,
  queries: readonly UseQueryResult<unknown, PortalError | Error>[],
  ready: () => TItems | undefined,
): DataState<TItems> {
  const failed = queries.find((query) => query.isError);
  if (failed)
    return {
      status: 'error',
      message: failureTextOf(failed.error, t('something.wentWrong')),
      onRetry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
    };
  const data = queries.every((query) => query.isSuccess) ? ready() : undefined;
  return data === undefined ? { status: 'loading' } : { status: 'ready', data };
}

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
  const trafficFile = parkingTrafficFileOf(registration.data?.trafficFileNumbers);
  const vehicles = useQuery({
    ...parkingVehiclesQuery(client, trafficFile ?? ''),
    enabled: trafficFile !== undefined,
  });

  const vehiclesState: DataState<ReturnType<typeof plateCardItemsOf>> =
    registration.isSuccess && trafficFile === undefined
      ? { status: 'ready', data: [] }
      : stateOf(t, [registration, vehicles], () =>
          vehicles.data ? plateCardItemsOf(t, vehicles.data, locale) : undefined,
        );

  return (
    <WalletPageLayout
      title={t('parking.title')}
      intro={t('parking.intro')}
      sectionNav={false}
      backLink={<BackToHubLink locale={locale} label={t('utilities.backToHub')} />}
    >
      <ParkingOverview
        fines={stateOf(t, [mawaqif, darb], () =>
          mawaqif.data && darb.data
            ? fineItemsOf(t, { mawaqif: mawaqif.data, darb: darb.data }, locale)
            : undefined,
        )}
        permits={stateOf(t, [permits], () =>
          permits.data ? permitItemsOf(t, permits.data, locale) : undefined,
        )}
        vehicles={vehiclesState}
        services={stateOf(t, [services], () =>
          services.data
            ? parkingServiceItemsOf(services.data, { origin: window.location.origin, locale })
            : undefined,
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
