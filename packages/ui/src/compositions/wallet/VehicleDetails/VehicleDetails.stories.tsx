import { failureTextOf } from '@portal/core/client';
import { getDarbVehicleDetails } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { vehicleDetailsLabelsOf } from '../views/vehicles';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { vehicleDetailsOf, vehicleWalletOptionsOf } from '../views/vehicles';
import { VehicleDetails } from './VehicleDetails';
import { loadVehicleDetails, type VehicleDetailsStoryData } from '../vehicleDetailsStoryData';

const meta = {
  title: 'Wallet/VehicleDetails',
  component: VehicleDetails,
  args: {
    state: { status: 'loading' },
    wallets: [],
    labels: {} as never,
    onAssign: fn(async () => undefined),
  },
  argTypes: { state: { control: false }, labels: { control: false } },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof VehicleDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user's first vehicle (tv-001) from the sandbox: the car with its make and registration,
 * the plate's number, country, emirate with its short code, kind and colour, and the wallet it uses
 * (Family cars), chosen in the field to assign it elsewhere.
 */
export const Content: Story = {
  parameters: sandboxStory({ as: 'normal', load: loadVehicleDetails('tv-001') }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { vehicle, wallets } = sandboxData<VehicleDetailsStoryData>(loaded);
    return (
      <VehicleDetails
        {...args}
        state={{
          status: 'ready',
          data: vehicleDetailsOf(t, vehicle, wallets, storyLocale(globals)),
        }}
        wallets={vehicleWalletOptionsOf(wallets)}
        labels={vehicleDetailsLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    await expect(canvas.getByRole('heading', { name: t('vehicle.plateTitle') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('vehicle.assignLabel') })).toHaveValue(
      'tw-001',
    );
    // The wallet in use, as a fact (the same name is also one of the field's options).
    await expect(
      canvas.getAllByRole('definition').some((fact) => fact.textContent === 'Family cars'),
    ).toBe(true);
  },
};

/** While the vehicle loads. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <VehicleDetails {...args} labels={vehicleDetailsLabelsOf(walletStoryT(loaded))} />
  ),
};

/**
 * A vehicle the person does not have: the sandbox answers 404 for tv-999, which reads as "not in
 * your account" with the way back to the list.
 */
export const NotFound: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ client }) =>
      getDarbVehicleDetails(client, 'tv-999').then(
        () => 'found',
        (error: unknown) => error,
      ),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <VehicleDetails
        {...args}
        state={{ status: 'ready', data: undefined }}
        labels={vehicleDetailsLabelsOf(t)}
        notFoundAction={<a href="#vehicles">{t('vehicle.backToList')}</a>}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    await expect(sandboxData(loaded)).toMatchObject({ status: 404 });
    await expect(canvas.getByText(t('vehicle.notFound'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('vehicle.backToList') })).toBeVisible();
  },
};

/** The vehicle could not be loaded: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      getDarbVehicleDetails(clientWithFault('503'), 'tv-001').catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <VehicleDetails
        {...args}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
        labels={vehicleDetailsLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const t = walletStoryT(loaded);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('common.tryAgain') })).toBeVisible(),
    );
  },
};
