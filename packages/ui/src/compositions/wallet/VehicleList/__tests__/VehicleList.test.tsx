import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import {
  VehicleList,
  movedOrder,
  type VehicleListItem,
  type VehicleListLabels,
} from '../VehicleList';

const labels: VehicleListLabels = {
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
  list: 'Vehicles',
  reorderHint: 'Use the buttons',
  moveUp: (plate) => `Move ${plate} up`,
  moveDown: (plate) => `Move ${plate} down`,
  moved: (plate, position, count) => `${plate} moved to ${position} of ${count}`,
  empty: 'None',
};

const item = (id: string): VehicleListItem => ({
  id,
  plate: `plate ${id}`,
  plateNumber: id,
  title: `Car ${id}`,
  facts: [],
});

describe('movedOrder', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(movedOrder(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a'], 5, 'down')).toEqual(['a']);
  });
});

describe('VehicleList', () => {
  it('keeps every move button present; the ends refuse without losing focus', async () => {
    const onReorder = vi.fn();
    await render(
      <VehicleList
        state={{ status: 'ready', data: [item('a'), item('b')] }}
        labels={labels}
        onReorder={onReorder}
      />,
    );
    const upA = page.getByRole('button', { name: 'Move plate a up' });
    const downB = page.getByRole('button', { name: 'Move plate b down' });
    await expect.element(upA).toHaveAttribute('aria-disabled', 'true');
    await expect.element(downB).toHaveAttribute('aria-disabled', 'true');
    // Playwright's click waits for an aria-disabled button to become enabled: press it directly.
    (upA.element() as HTMLElement).click();
    (downB.element() as HTMLElement).click();
    expect(onReorder).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Move plate b up' }));
    expect(onReorder).toHaveBeenCalledWith(['b', 'a']);
  });

  it('moves focus with the vehicle when the caller applies the new order', async () => {
    const onReorder = vi.fn();
    const screen = await render(
      <VehicleList
        state={{ status: 'ready', data: [item('a'), item('b'), item('c')] }}
        labels={labels}
        onReorder={onReorder}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Move plate a down' }));
    await screen.rerender(
      <VehicleList
        state={{ status: 'ready', data: [item('b'), item('a'), item('c')] }}
        labels={labels}
        onReorder={onReorder}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Move plate a down' })).toHaveFocus();
    await expect.element(page.getByText('plate a moved to 2 of 3')).toBeInTheDocument();
  });
});
