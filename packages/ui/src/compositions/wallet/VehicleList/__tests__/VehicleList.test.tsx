import { useState } from 'react';
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
  dragHandle: (plate) => `Drag ${plate}`,
  dragRole: 'draggable',
  dragInstructions: 'Space picks up, arrows move, Space drops',
  dragPickedUp: (plate, position, count) => `Picked up ${plate} at ${position} of ${count}`,
  dragOver: (plate, position, count) => `${plate} over ${position} of ${count}`,
  dragStayed: (plate, position, count) => `${plate} stays at ${position} of ${count}`,
  empty: 'None',
};

const item = (id: string): VehicleListItem => ({
  id,
  plate: `plate ${id}`,
  plateNumber: id,
  title: `Car ${id}`,
  facts: [],
});

/**
 * Presses a button the way a pointer does, inside the page. Playwright's click (userEvent.click) is a
 * round trip to the test runner plus actionability waits; on a loaded 2-core machine those took tens
 * of seconds and timed the tests out. The button's own behaviour is what is tested here; real keys
 * go through userEvent.keyboard in the keyboard test.
 */
function press(locator: { element: () => Element }): void {
  (locator.element() as HTMLElement).click();
}

/**
 * The list's own polite region, where every move and drag is spoken. dnd-kit keeps a second one of
 * its own in the page (left empty: the list's announcements say nothing through it), after the list.
 */
function liveRegion() {
  return page.getByRole('status').first();
}

/** Holds the order as the app does: applies each move at once. */
function Reorderable({
  items,
  onReorder,
}: {
  items: VehicleListItem[];
  onReorder: (ids: readonly string[]) => void;
}) {
  const [order, setOrder] = useState(items);
  return (
    <VehicleList
      state={{ status: 'ready', data: order }}
      labels={labels}
      onReorder={(ids) => {
        onReorder(ids);
        setOrder(ids.map((id) => order.find((vehicle) => vehicle.id === id) as VehicleListItem));
      }}
    />
  );
}

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
    press(upA);
    press(downB);
    expect(onReorder).not.toHaveBeenCalled();
    press(page.getByRole('button', { name: 'Move plate b up' }));
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
    press(page.getByRole('button', { name: 'Move plate a down' }));
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

  it('reorders by keyboard: focus travels with the vehicle and each move is announced', async () => {
    const onReorder = vi.fn();
    await render(<Reorderable items={[item('a'), item('b'), item('c')]} onReorder={onReorder} />);
    const region = liveRegion().element();
    const spoken: string[] = [];
    const observer = new MutationObserver(() => spoken.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    const downA = page.getByRole('button', { name: 'Move plate a down' });
    (downA.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('listitem').nth(1)).toHaveTextContent('Car a');
    await expect.element(downA).toHaveFocus();
    await expect.element(liveRegion()).toHaveTextContent('plate a moved to 2 of 3');
    // Back up with Space on its Move up button, then down again: the last sentence repeats the first.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Move plate a up' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(liveRegion()).toHaveTextContent('plate a moved to 1 of 3');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect.element(liveRegion()).toHaveTextContent('plate a moved to 2 of 3');
    await expect.element(downA).toHaveFocus();
    observer.disconnect();
    expect(onReorder.mock.calls).toEqual([[['b', 'a', 'c']], [['a', 'b', 'c']], [['b', 'a', 'c']]]);
    expect(spoken.filter((text) => text === 'plate a moved to 2 of 3')).toHaveLength(2);
  });

  it('announces the same move again after the caller put the old order back (a failed save)', async () => {
    // The caller never applies the order, as when the save failed and the page restored it.
    await render(
      <VehicleList
        state={{ status: 'ready', data: [item('a'), item('b')] }}
        labels={labels}
        onReorder={vi.fn()}
      />,
    );
    const region = liveRegion().element();
    const spoken: string[] = [];
    const observer = new MutationObserver(() => spoken.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    const downA = page.getByRole('button', { name: 'Move plate a down' });
    press(downA);
    await expect
      .poll(() => spoken.filter((text) => text === 'plate a moved to 2 of 2'))
      .toHaveLength(1);
    press(downA);
    await expect
      .poll(() => spoken.filter((text) => text === 'plate a moved to 2 of 2'))
      .toHaveLength(2);
    observer.disconnect();
  });

  it('drags by keyboard on the handle: Space picks up, ArrowDown moves, Space drops', async () => {
    const onReorder = vi.fn();
    await render(<Reorderable items={[item('a'), item('b'), item('c')]} onReorder={onReorder} />);
    const handle = page.getByRole('button', { name: 'Drag plate a' });
    await expect.element(handle).toHaveAttribute('aria-roledescription', 'draggable');
    // The instructions describe the handle, in the words given.
    const describedBy = handle.element().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Space picks up, arrows move, Space drops',
    );
    (handle.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(liveRegion()).toHaveTextContent('Picked up plate a at 1 of 3');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(liveRegion()).toHaveTextContent('plate a over 2 of 3');
    await userEvent.keyboard(' ');
    await expect.poll(() => onReorder.mock.calls).toEqual([[['b', 'a', 'c']]]);
    await expect.element(page.getByRole('listitem').nth(1)).toHaveTextContent('Car a');
    await expect.element(liveRegion()).toHaveTextContent('plate a moved to 2 of 3');
    // Focus stays on the handle as it travels with its vehicle.
    await expect.element(handle).toHaveFocus();
  });

  it('cancels a keyboard drag with Escape: the order stays and says so', async () => {
    const onReorder = vi.fn();
    await render(<Reorderable items={[item('a'), item('b')]} onReorder={onReorder} />);
    (page.getByRole('button', { name: 'Drag plate a' }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(liveRegion()).toHaveTextContent('Picked up plate a at 1 of 2');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect.element(liveRegion()).toHaveTextContent('plate a stays at 1 of 2');
    expect(onReorder).not.toHaveBeenCalled();
    await expect.element(page.getByRole('listitem').first()).toHaveTextContent('Car a');
  });

  it('shows the loading, empty and error states, and retries', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <VehicleList state={{ status: 'loading' }} labels={labels} onReorder={vi.fn()} />,
    );
    await expect.element(page.getByText('Loading')).toBeInTheDocument();
    await screen.rerender(
      <VehicleList state={{ status: 'ready', data: [] }} labels={labels} onReorder={vi.fn()} />,
    );
    await expect.element(page.getByText('None')).toBeVisible();
    await screen.rerender(
      <VehicleList
        state={{ status: 'error', message: 'Darb is down', onRetry }}
        labels={labels}
        onReorder={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Darb is down').first()).toBeVisible();
    press(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => onRetry.mock.calls.length).toBe(1);
  });
});
