import { failureTextOf } from '@portal/core/client';
import { getDarbVehicles, getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { vehicleListLabelsOf } from '../views/vehicles';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { vehicleListItemsOf } from '../views/vehicles';
import { VehicleList, type VehicleListItem, type VehicleListProps } from './VehicleList';

const meta = {
  title: 'Wallet/VehicleList',
  component: VehicleList,
  args: { state: { status: 'loading' }, labels: {} as never, onReorder: fn() },
  argTypes: { state: { control: false }, labels: { control: false } },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof VehicleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the order as the app does, so the story reorders for real. */
function Reorderable({ items, ...props }: VehicleListProps & { items: VehicleListItem[] }) {
  const [order, setOrder] = useState(items);
  return (
    <VehicleList
      {...props}
      state={{ status: 'ready', data: order }}
      onReorder={(ids) => {
        props.onReorder(ids);
        setOrder(ids.map((id) => order.find((item) => item.id === id) as VehicleListItem));
      }}
    />
  );
}

/**
 * The demo user's five vehicles in their saved order. Keyboard only: Tab past the first vehicle's
 * drag handle and Move up to its Move down, Enter moves it to position 2; focus travels with it and
 * the new position is announced.
 */
export const Content: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) => ({
      vehicles: await getDarbVehicles(client),
      wallets: await getDarbWallets(client),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { vehicles, wallets } = sandboxData<{
      vehicles: Awaited<ReturnType<typeof getDarbVehicles>>;
      wallets: Awaited<ReturnType<typeof getDarbWallets>>;
    }>(loaded);
    return (
      <Reorderable
        {...args}
        items={vehicleListItemsOf(t, vehicles, wallets, storyLocale(globals))}
        labels={vehicleListLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = walletStoryT(loaded);
    const { vehicles, wallets } = sandboxData<{
      vehicles: Awaited<ReturnType<typeof getDarbVehicles>>;
      wallets: Awaited<ReturnType<typeof getDarbWallets>>;
    }>(loaded);
    const [first] = vehicleListItemsOf(t, vehicles, wallets, storyLocale(globals));
    const items = () => canvas.getAllByRole('listitem');
    await expect(items()).toHaveLength(5);
    const firstMoveUp = canvas.getByRole('button', {
      name: t('vehicle.moveUp', { plate: first?.plate ?? '' }),
    });
    await expect(firstMoveUp).toHaveAttribute('aria-disabled', 'true');
    // Tab order in each vehicle: its drag handle, Move up, Move down.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: t('vehicle.dragHandle', { plate: first?.plate ?? '' }) }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(firstMoveUp).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenCalledWith([
      'tv-002',
      'tv-001',
      'tv-003',
      'tv-004',
      'tv-005',
    ]);
    await waitFor(() => expect(items()[1]).toContainElement(document.activeElement as HTMLElement));
    const moved = t('vehicle.moved', { plate: first?.plate ?? '', position: 2, count: 5 });
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((region) => region.textContent === moved)).toBe(
        true,
      ),
    );
  },
};

/** While the vehicles load. */
export const Loading: Story = {
  render: (args, { loaded }) => (
    <VehicleList {...args} labels={vehicleListLabelsOf(walletStoryT(loaded))} />
  ),
};

/** No vehicle registered yet. */
export const Empty: Story = {
  render: (args, { loaded }) => (
    <VehicleList
      {...args}
      state={{ status: 'ready', data: [] }}
      labels={vehicleListLabelsOf(walletStoryT(loaded))}
    />
  ),
};

/** The list could not be loaded: the server's message and a retry. */
export const Error: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: ({ clientWithFault }) =>
      getDarbVehicles(clientWithFault('503')).catch((error: unknown) => error),
  }),
  render: (args, { loaded }) => {
    const t = walletStoryT(loaded);
    return (
      <VehicleList
        {...args}
        state={{
          status: 'error',
          message: failureTextOf(sandboxData(loaded), t('something.wentWrong')),
          onRetry: fn(),
        }}
        labels={vehicleListLabelsOf(t)}
      />
    );
  },
};
