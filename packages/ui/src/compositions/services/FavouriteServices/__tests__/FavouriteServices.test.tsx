import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import {
  FavouriteServices,
  type FavouriteServiceItem,
  type FavouriteServicesLabels,
  type FavouriteServicesProps,
} from '../FavouriteServices';
import { FavouriteToggle } from '../FavouriteToggle';

const labels: FavouriteServicesLabels = {
  title: 'Favourites',
  intro: 'The services you pinned.',
  list: 'Pinned services',
  moveUp: (name) => `Move up: ${name}`,
  moveDown: (name) => `Move down: ${name}`,
  unpin: 'Unpin',
  unpinNamed: (name) => `Unpin: ${name}`,
  empty: 'You haven’t pinned any services yet.',
  loading: 'Loading your favourites',
  retry: 'Try again',
  retrying: 'Trying again',
};

const SERVICES: FavouriteServiceItem[] = [
  { id: 'a', name: 'Renew a pet licence', href: '/en/services/a/b/c' },
  { id: 'b', name: 'Pay a traffic fine', href: '/en/services/d/e/f', appOnly: true },
  { id: 'c', name: 'Register a school', href: '/en/services/g/h/i' },
];

/** The list with its own order, as the app holds it (moves and unpins applied at once). */
function Harness(props: Partial<FavouriteServicesProps>) {
  const [items, setItems] = useState(SERVICES);
  return (
    <FavouriteServices
      labels={labels}
      state={{ status: 'ready', data: items }}
      onMove={(id, move) =>
        setItems((list) => {
          const from = list.findIndex((item) => item.id === id);
          const to = move === 'up' ? from - 1 : from + 1;
          const next = [...list];
          [next[from], next[to]] = [
            next[to] as FavouriteServiceItem,
            next[from] as FavouriteServiceItem,
          ];
          return next;
        })
      }
      onUnpin={(id) => setItems((list) => list.filter((item) => item.id !== id))}
      {...props}
    />
  );
}

const names = () =>
  Array.from(document.querySelectorAll('[data-favourite-id]'), (row) =>
    row.getAttribute('data-favourite-id'),
  );

describe('FavouriteServices', () => {
  it('lists the services in order as links, with the ends’ moves disabled', async () => {
    await render(<Harness />);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Renew a pet licence' }))
      .toHaveAttribute('href', '/en/services/a/b/c');
    await expect
      .element(page.getByRole('button', { name: 'Move up: Renew a pet licence' }))
      .toBeDisabled();
    await expect
      .element(page.getByRole('button', { name: 'Move down: Register a school' }))
      .toBeDisabled();
    await expect
      .element(page.getByRole('button', { name: 'Move down: Renew a pet licence' }))
      .toBeEnabled();
  });

  it('keeps focus on the pressed button as the row moves, and on the other one at an end', async () => {
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Move down: Renew a pet licence' }));
    expect(names()).toEqual(['b', 'a', 'c']);
    await expect
      .element(page.getByRole('button', { name: 'Move down: Renew a pet licence' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['b', 'c', 'a']);
    // Now last: its Move down is disabled, so focus goes to its Move up.
    await expect
      .element(page.getByRole('button', { name: 'Move up: Renew a pet licence' }))
      .toHaveFocus();
  });

  it('moves focus to the next row’s unpin after an unpin, and to the heading after the last', async () => {
    await render(<Harness />);
    await userEvent.click(page.getByRole('button', { name: 'Unpin: Renew a pet licence' }));
    expect(names()).toEqual(['b', 'c']);
    await expect
      .element(page.getByRole('button', { name: 'Unpin: Pay a traffic fine' }))
      .toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Unpin: Register a school' }));
    await expect
      .element(page.getByRole('button', { name: 'Unpin: Pay a traffic fine' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('You haven’t pinned any services yet.')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('opens the app popup for an app-only service when asked, and speaks the announcement', async () => {
    const onAppOnly = vi.fn();
    await render(<Harness onAppOnly={onAppOnly} announcement="Moved to position 1 of 3." />);
    await userEvent.click(page.getByRole('button', { name: 'Pay a traffic fine', exact: true }));
    expect(onAppOnly).toHaveBeenCalledWith(SERVICES[1]);
    await expect
      .element(page.getByText('Moved to position 1 of 3.'))
      .toHaveAttribute('aria-live', 'polite');
  });

  it('shows a failed change as an alert, and the error state with its retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(<Harness changeError="Your change could not be saved." />);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Your change could not be saved.');
    await rerender(
      <FavouriteServices
        labels={labels}
        state={{ status: 'error', message: 'Your favourites could not be loaded.', onRetry }}
        onMove={() => {}}
        onUnpin={() => {}}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('FavouriteToggle', () => {
  it('is a toggle button with one name whose pressed state says whether it is pinned', async () => {
    const onPressedChange = vi.fn();
    const { rerender } = await render(
      <FavouriteToggle
        label="Pin to favourites"
        pressed={false}
        onPressedChange={onPressedChange}
        pinnedNote="Pinned."
      />,
    );
    const toggle = page.getByRole('button', { name: 'Pin to favourites' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.element(page.getByText('Pinned.')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onPressedChange).toHaveBeenCalledWith(true);
    await rerender(
      <FavouriteToggle
        label="Pin to favourites"
        pressed
        onPressedChange={onPressedChange}
        pinnedNote="Pinned."
      />,
    );
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByText('Pinned.')).toBeVisible();
    await userEvent.click(toggle);
    expect(onPressedChange).toHaveBeenLastCalledWith(false);
  });
});
