import { failureTextOf } from '@portal/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { loadVehicleDetails, type VehicleDetailsStoryData } from '../vehicleDetailsStoryData';
import { vehicleDetailsLabelsOf } from '../views/vehicles';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { vehicleDetailsOf, vehicleWalletOptionsOf } from '../views/vehicles';
import { VehicleDetails } from './VehicleDetails';

const meta = {
  title: 'Wallet/VehicleDetails/Features',
  component: VehicleDetails,
  args: {
    state: { status: 'loading' },
    wallets: [],
    labels: {} as never,
    onAssign: fn(async () => undefined),
  },
  loaders: [walletWordsLoader],
  parameters: sandboxStory({ as: 'normal', load: loadVehicleDetails('tv-001') }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { vehicle, wallets, assign } = sandboxData<VehicleDetailsStoryData>(loaded);
    return (
      <VehicleDetails
        {...args}
        state={{
          status: 'ready',
          data: vehicleDetailsOf(t, vehicle, wallets, storyLocale(globals)),
        }}
        wallets={vehicleWalletOptionsOf(wallets)}
        labels={vehicleDetailsLabelsOf(t)}
        // As the app does: the server's refusal in words, nothing when it worked.
        onAssign={async (walletId) => {
          await args.onAssign(walletId);
          return assign(walletId).then(
            () => undefined,
            (error: unknown) => failureTextOf(error, t('something.wentWrong')),
          );
        }}
      />
    );
  },
} satisfies Meta<typeof VehicleDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Assigning to "Old wallet", whose KYC has expired: the sandbox refuses, its message shows under the
 * field (read with it, focus back on it), and the chosen wallet stays chosen for another try.
 */
export const AssignRefused: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    const field = canvas.getByRole('combobox', { name: t('vehicle.assignLabel') });
    await userEvent.selectOptions(field, 'tw-003');
    await userEvent.click(canvas.getByRole('button', { name: t('vehicle.assignSubmit') }));
    // The sandbox refuses in the story's language.
    await waitFor(() => expect(canvas.getByText(/KYC Expired|غير مفعّلة/)).toBeVisible());
    await expect(args.onAssign).toHaveBeenCalledWith('tw-003');
    await expect(field).toHaveValue('tw-003');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** No wallet chosen: the field says to choose one, and nothing is sent. */
export const AssignWithoutChoice: Story = {
  play: async ({ canvas, args, loaded, userEvent }) => {
    const t = walletStoryT(loaded);
    const field = canvas.getByRole('combobox', { name: t('vehicle.assignLabel') });
    await userEvent.selectOptions(field, '');
    await userEvent.click(canvas.getByRole('button', { name: t('vehicle.assignSubmit') }));
    await expect(canvas.getByText(t('vehicle.assignRequired'))).toBeVisible();
    await expect(args.onAssign).not.toHaveBeenCalled();
    await expect(field).toHaveFocus();
  },
};

/** At 320 px the facts, the field and the button stack; nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-[320px]" data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
