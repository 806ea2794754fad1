import {
  assignVehicleToWallet,
  getDarbVehicleDetails,
  getDarbWallets,
  type DarbVehicleDetails,
  type DarbWallet,
} from '@portal/core/api/tollWallet';
import type { SandboxStoryContext } from '../../storybook/sandboxStory';

/** What the vehicle details stories read from the sandbox, and how they assign, as the app does. */
export interface VehicleDetailsStoryData {
  readonly vehicle: DarbVehicleDetails;
  readonly wallets: DarbWallet[];
  /** Assigns the vehicle in the story's own sandbox (wallets/assignVehicleWithWallet). */
  readonly assign: (walletId: string) => Promise<void>;
}

/**
 * A story `load` for one seeded vehicle (tv-001 … tv-005), its wallets, and an `assign` talking to
 * the same sandbox, so a refusal in a story is the server's own.
 * @internal
 */
export function loadVehicleDetails(vehicleId: string) {
  return async ({ client }: SandboxStoryContext): Promise<VehicleDetailsStoryData> => ({
    vehicle: await getDarbVehicleDetails(client, vehicleId),
    wallets: await getDarbWallets(client),
    assign: (walletId) => assignVehicleToWallet(client, { walletId, vehicleId }),
  });
}
