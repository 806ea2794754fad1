import { failureTextOf } from '@portal/core';
import { reorderDarbVehicles, type DarbVehicle } from '@portal/core/api/tollWallet';
import {
  Link as KitLink,
  VehicleList,
  vehicleListItemsOf,
  vehicleListLabelsOf,
  type VehicleListProps,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pagePath } from '../../platform/pages/pagePath';
import { appClientsFor } from '../../platform/api/appClients';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queryStateOf } from '../../shell/dataState/queryState';
import { reorderedVehicles } from './reorderedVehicles';
import { useStatusNote } from '../../shell/status/useStatusNote';
import { useWalletWords } from './useWalletWords';
import { vehiclesQuery, walletsQuery } from './walletQueries';
import { WalletPageLayout } from './WalletPageLayout';
import { PageStatusNote } from '../../shell/status/PageStatusNote';

/**
 * The person's Darb vehicles (SCREENS.md S6.3) with their plates and wallets, reordered with the
 * Move up / Move down buttons or by dragging (keyboard, mouse or touch), each linking to its details.
 * The new order shows at once and is saved with `reorderVehicles`; when
 * the save fails, the previous order comes back and the page says so with the server's message.
 */
export function VehiclesPage() {
  const locale = usePageLocale();
  const t = useWalletWords();
  const queryClient = useQueryClient();
  const { client } = appClientsFor(locale);
  const vehicles = useQuery(vehiclesQuery(client));
  const wallets = useQuery(walletsQuery(client));
  const status = useStatusNote();
  const key = vehiclesQuery(client).queryKey;

  const reorder = useMutation({
    mutationFn: (ids: readonly string[]) => reorderDarbVehicles(client, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DarbVehicle[]>(key);
      if (previous) queryClient.setQueryData(key, reorderedVehicles(previous, ids));
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      status.failure(
        t('vehicle.orderFailed', { message: failureTextOf(error, t('something.wentWrong')) }),
      );
    },
    onSuccess: () => status.success(t('vehicle.orderSaved')),
  });

  // The wallets only name each vehicle's wallet: waited for, but their failure leaves the names out.
  const state: VehicleListProps['state'] = queryStateOf(
    vehicles,
    t('something.wentWrong'),
    (list) => vehicleListItemsOf(t, list, wallets.data ?? [], locale),
    { waitFor: [wallets] },
  );

  return (
    <WalletPageLayout title={t('vehicle.title')}>
      <PageStatusNote note={status.note} onClear={status.clear} />
      <VehicleList
        state={state}
        labels={vehicleListLabelsOf(t)}
        renderDetailsLink={(vehicle) => (
          <KitLink asChild variant="standalone">
            <Link to={pagePath(locale, 'walletVehicle', { vehicleId: vehicle.id })}>
              {t('vehicle.detailsShort')}
              {/* The visible word starts the name; the plate tells the links apart (SC 2.5.3). */}
              <span className="sr-only"> {vehicle.plate}</span>
            </Link>
          </KitLink>
        )}
        onReorder={(ids) => {
          status.clear();
          reorder.mutate(ids);
        }}
      />
    </WalletPageLayout>
  );
}
