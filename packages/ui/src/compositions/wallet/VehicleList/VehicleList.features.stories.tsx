import { getDarbVehicles, getDarbWallets } from '@portal/core/api/tollWallet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { sandboxData, sandboxStory } from '../../../storybook/sandboxStory';
import { storyLocale } from '../../../storybook/storyLocale';
import { vehicleListLabelsOf } from '../views/vehicles';
import { walletStoryT, walletWordsLoader } from '../walletStoryWords';
import { vehicleListItemsOf } from '../views/vehicles';
import { VehicleList, type VehicleListItem } from './VehicleList';

const meta = {
  title: 'Wallet/VehicleList/Features',
  component: VehicleList,
  args: { state: { status: 'loading' }, labels: {} as never, onReorder: fn() },
  loaders: [walletWordsLoader],
} satisfies Meta<typeof VehicleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's vehicles at 320 px: plate, facts and the move buttons wrap inside each card, nothing
 * scrolls sideways.
 */
export const Narrow: Story = {
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
      <div className="w-[320px]" data-testid="frame">
        <VehicleList
          {...args}
          state={{
            status: 'ready',
            data: vehicleListItemsOf(t, vehicles, wallets, storyLocale(globals)).slice(0, 2),
          }}
          labels={vehicleListLabelsOf(t)}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

type SandboxVehicles = {
  vehicles: Awaited<ReturnType<typeof getDarbVehicles>>;
  wallets: Awaited<ReturnType<typeof getDarbWallets>>;
};

/** Holds the order as the app does, so a drop reorders for real. */
function Draggable({
  items,
  ...props
}: React.ComponentProps<typeof VehicleList> & { items: VehicleListItem[] }) {
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
 * Dragging with the keyboard alone, through the drag handle (dnd-kit's keyboard sensor): Space picks
 * the first vehicle up, ArrowDown moves it over the second place, Space drops it. Each step is
 * spoken in the page's language, in Arabic too (the list is vertical, so the arrow keys mean the
 * same in both directions), and focus stays on the handle as its vehicle moves.
 */
export const KeyboardDrag: Story = {
  parameters: sandboxStory({
    as: 'normal',
    load: async ({ client }) => ({
      vehicles: await getDarbVehicles(client),
      wallets: await getDarbWallets(client),
    }),
  }),
  render: (args, { loaded, globals }) => {
    const t = walletStoryT(loaded);
    const { vehicles, wallets } = sandboxData<SandboxVehicles>(loaded);
    return (
      <Draggable
        {...args}
        items={vehicleListItemsOf(t, vehicles, wallets, storyLocale(globals))}
        labels={vehicleListLabelsOf(t)}
      />
    );
  },
  play: async ({ canvas, args, loaded, globals, userEvent }) => {
    const t = walletStoryT(loaded);
    const { vehicles, wallets } = sandboxData<SandboxVehicles>(loaded);
    const [first] = vehicleListItemsOf(t, vehicles, wallets, storyLocale(globals));
    const plate = first?.plate ?? '';
    const spoken = (sentence: string) =>
      waitFor(() =>
        expect(
          canvas.getAllByRole('status').some((region) => region.textContent === sentence),
        ).toBe(true),
      );
    const handle = canvas.getByRole('button', { name: t('vehicle.dragHandle', { plate }) });
    handle.focus();
    await userEvent.keyboard(' ');
    await spoken(t('vehicle.dragPickedUp', { plate, position: 1, count: 5 }));
    await userEvent.keyboard('{ArrowDown}');
    await spoken(t('vehicle.dragOver', { plate, position: 2, count: 5 }));
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onReorder).toHaveBeenCalledWith([
        'tv-002',
        'tv-001',
        'tv-003',
        'tv-004',
        'tv-005',
      ]),
    );
    await spoken(t('vehicle.moved', { plate, position: 2, count: 5 }));
    await waitFor(() => expect(handle).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')[1]).toContainElement(handle);
  },
};
