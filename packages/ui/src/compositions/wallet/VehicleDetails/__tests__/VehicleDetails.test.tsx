import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import {
  VehicleDetails,
  type VehicleDetailsData,
  type VehicleDetailsLabels,
} from '../VehicleDetails';

const labels: VehicleDetailsLabels = {
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
  notFound: 'No such vehicle',
  plateTitle: 'Plate',
  walletTitle: 'Wallet',
  assignedTo: 'Assigned to',
  assignLabel: 'Wallet for this vehicle',
  assignHint: 'Tolls are paid from it',
  assignPlaceholder: 'Choose a wallet',
  assignSubmit: 'Assign',
  assigning: 'Assigning',
  assignRequired: 'Choose one',
  errorPrefix: 'Error:',
};

const vehicle: VehicleDetailsData = {
  id: 'v1',
  plate: 'Private plate 7406, Ajman',
  plateNumber: '7406',
  plateCode: 'AJM',
  title: 'Nissan Patrol',
  plateFacts: [{ key: 'number', term: 'Plate number', description: '7406' }],
  facts: [{ key: 'make', term: 'Make', description: 'Nissan' }],
  walletId: 'w1',
  walletName: 'Family cars',
};

const wallets = [
  { value: 'w1', label: 'Family cars' },
  { value: 'w2', label: 'Company fleet' },
];

describe('VehicleDetails', () => {
  it('shows the plate, the wallet in use, and assigns the chosen one', async () => {
    const onAssign = vi.fn(async () => undefined);
    await render(
      <VehicleDetails
        state={{ status: 'ready', data: vehicle }}
        wallets={wallets}
        labels={labels}
        onAssign={onAssign}
      />,
    );
    await expect
      .element(page.getByRole('heading', { name: /Private plate 7406, Ajman/ }))
      .toBeVisible();
    const field = page.getByRole('combobox', { name: 'Wallet for this vehicle' });
    await expect.element(field).toHaveValue('w1');
    await userEvent.selectOptions(field, 'w2');
    await userEvent.click(page.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith('w2');
    await expect.element(field).toHaveValue('w2');
    await expect.element(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the refusal under the field and keeps the choice', async () => {
    await render(
      <VehicleDetails
        state={{ status: 'ready', data: vehicle }}
        wallets={wallets}
        labels={labels}
        onAssign={async () => 'Wallet is suspended'}
      />,
    );
    const field = page.getByRole('combobox', { name: 'Wallet for this vehicle' });
    await userEvent.selectOptions(field, 'w2');
    await userEvent.click(page.getByRole('button', { name: 'Assign' }));
    await expect.element(page.getByText('Wallet is suspended')).toBeVisible();
    await expect.element(field).toHaveValue('w2');
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveFocus();
  });

  it('shows loading, not found with its way back, and the error with a retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <VehicleDetails
        state={{ status: 'loading' }}
        wallets={[]}
        labels={labels}
        onAssign={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Loading')).toBeInTheDocument();
    await screen.rerender(
      <VehicleDetails
        state={{ status: 'ready', data: undefined }}
        wallets={[]}
        labels={labels}
        onAssign={vi.fn()}
        notFoundAction={<a href="/back">Back</a>}
      />,
    );
    await expect.element(page.getByText('No such vehicle')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Back' })).toBeVisible();
    await screen.rerender(
      <VehicleDetails
        state={{ status: 'error', message: 'Darb is down', onRetry }}
        wallets={[]}
        labels={labels}
        onAssign={vi.fn()}
      />,
    );
    await expect.element(page.getByText('Darb is down').first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => onRetry.mock.calls.length).toBe(1);
  });
});
