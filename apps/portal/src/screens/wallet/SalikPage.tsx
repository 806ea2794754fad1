import { failureTextOf } from '@portal/core';
import {
  SalikVehicles,
  plateCardItemsOf,
  salikLookupsStateOf,
  salikVehiclesLabelsOf,
  type SalikVehiclesProps,
} from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queryStateOf } from '../../shell/dataState/queryState';
import { BackToHubLink } from '../../shell/links/BackToHubLink';
import { useWalletWords } from './useWalletWords';
import { salikLookupsQuery, unlinkedSalikVehiclesQuery } from './parkingQueries';
import { WalletPageLayout } from './WalletPageLayout';

/**
 * Salik (SCREENS.md S6.8): the person's vehicles not linked to Salik and the plate options Salik
 * accepts. The options come through core's `loadSalikLookups`: when they fail they are cleared and
 * the server's message shows in an error alert with a retry (spec 000 §8).
 */
export function SalikPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const { client } = appClientsFor(locale);
  const vehicles = useQuery(unlinkedSalikVehiclesQuery(client));
  const lookups = useQuery(salikLookupsQuery(client));

  const vehiclesState: SalikVehiclesProps['vehicles'] = queryStateOf(
    vehicles,
    t('something.wentWrong'),
    (list) => plateCardItemsOf(t, list, locale),
  );
  const retryLookups = () => lookups.refetch();
  const lookupsState: SalikVehiclesProps['lookups'] = lookups.isSuccess
    ? salikLookupsStateOf(t, lookups.data, locale, retryLookups)
    : lookups.isError
      ? {
          status: 'ready',
          groups: [],
          failure: {
            message: failureTextOf(lookups.error, t('something.wentWrong')),
            onRetry: retryLookups,
          },
        }
      : { status: 'loading' };

  return (
    <WalletPageLayout
      title={t('salik.title')}
      intro={t('salik.intro')}
      sectionNav={false}
      backLink={<BackToHubLink locale={locale} label={t('utilities.backToHub')} />}
    >
      <SalikVehicles
        vehicles={vehiclesState}
        lookups={lookupsState}
        labels={salikVehiclesLabelsOf(t)}
        emptyAction={<BackToHubLink locale={locale} label={t('utilities.backToHub')} />}
      />
    </WalletPageLayout>
  );
}
