import {
  assignVehicleToWallet,
  vehicleDetailsCall,
  vehiclesCall,
} from '@portal/core/api/tollWallet';
import { isPortalError } from '@portal/core/client';
import { failureTextOf } from '@portal/core';
import { queryKeyPrefixOf } from '@portal/core/query';
import {
  Link as KitLink,
  VehicleDetails,
  vehicleDetailsLabelsOf,
  vehicleDetailsOf,
  vehicleWalletNameOf,
  vehicleWalletOptionsOf,
  type VehicleDetailsProps,
} from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { useStatusNote } from '../../shell/status/useStatusNote';
import { useWalletWords } from './useWalletWords';
import { WALLET_QUERY_SCOPES, vehicleDetailsQuery, walletsQuery } from './walletQueries';
import { WalletPageLayout } from './WalletPageLayout';
import { PageStatusNote } from '../../shell/status/PageStatusNote';
import { usePageParams } from '../../platform/pages/usePageParams';

/**
 * One Darb vehicle (SCREENS.md S6.3): its plate, make and registration, the wallet it uses, and
 * assigning it to another of the person's wallets (wallets/assignVehicleWithWallet). A refusal shows
 * under the field with the choice kept; success says so here and refetches the vehicle, the list
 * and the wallets (their vehicle counts). A vehicle the server does not know (404) reads as "not in
 * your account" with the way back to the list.
 */
export function VehiclePage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const { vehicleId } = usePageParams('walletVehicle');
  const details = useQuery(vehicleDetailsQuery(client, vehicleId));
  const wallets = useQuery(walletsQuery(client));
  const status = useStatusNote();
  const notFound = isPortalError(details.error) && details.error.status === 404;
  // A vehicle the server does not know is no error of the page (unless the wallets failed too).
  const state: VehicleDetailsProps['state'] =
    notFound && !wallets.isError
      ? { status: 'ready', data: undefined }
      : queriesStateOf([wallets, details], t('something.wentWrong'), (walletList, vehicle) =>
          vehicleDetailsOf(t, vehicle, walletList, locale),
        );
  const data = state.status === 'ready' ? state.data : undefined;

  const assign = async (walletId: string) => {
    status.clear();
    try {
      await assignVehicleToWallet(client, { walletId, vehicleId });
    } catch (error) {
      return t('vehicle.assignFailed', { message: failureTextOf(error, t('something.wentWrong')) });
    }
    status.success(
      t('vehicle.assigned', { wallet: vehicleWalletNameOf(t, walletId, wallets.data ?? []) }),
    );
    await Promise.all(
      [
        queryKeyPrefixOf(vehicleDetailsCall),
        queryKeyPrefixOf(vehiclesCall),
        ...WALLET_QUERY_SCOPES,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    return undefined;
  };

  const backToList = (
    <KitLink asChild variant="standalone">
      <Link to={pagePath(locale, 'walletVehicles')}>{t('vehicle.backToList')}</Link>
    </KitLink>
  );

  return (
    <WalletPageLayout
      title={data ? t('vehicle.detailsOf', { plate: data.plate }) : t('vehicle.details')}
      sectionNav={false}
      backLink={<div>{backToList}</div>}
    >
      <PageStatusNote note={status.note} onClear={status.clear} />
      <VehicleDetails
        state={state}
        wallets={vehicleWalletOptionsOf(wallets.data ?? [])}
        labels={vehicleDetailsLabelsOf(t)}
        onAssign={assign}
        notFoundAction={backToList}
      />
    </WalletPageLayout>
  );
}
