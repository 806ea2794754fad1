import { PortalError } from '@portal/core/client';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { salikLookupGroupsOf, salikLookupsStateOf } from '../../views/salik';
import { SalikVehicles, type SalikVehiclesLabels } from '../SalikVehicles';

const t = (key: string) => key;

const labels: SalikVehiclesLabels = {
  retry: 'Try again',
  retrying: 'Trying again',
  unlinkedTitle: 'Not linked',
  unlinkedCaption: 'Your unlinked vehicles',
  loading: 'Loading vehicles',
  empty: 'All linked',
  lookupsTitle: 'Plate options',
  lookupsLoading: 'Loading options',
  lookupsFailed: 'Options failed',
  lookupsEmpty: 'No options',
  error: 'Error',
};

const vehicle = {
  id: 'sv-1',
  plate: 'Private plate 7406, Ajman',
  plateNumber: '7406',
  plateCode: 'AJM',
  title: 'Nissan Patrol',
  facts: [],
};

describe('Salik views', () => {
  it("lists the known lookups in the page's language, joined", () => {
    const lookups = {
      plateColors: [
        { code: 'R', nameEn: 'Red', nameAr: 'أحمر' },
        { code: 'B', nameEn: 'Blue', nameAr: null },
      ],
      plateKinds: [],
      somethingElse: [{ code: 'x', nameEn: 'X', nameAr: 'X' }],
    };
    expect(salikLookupGroupsOf(t, lookups, 'en')).toEqual([
      { id: 'plateColors', title: 'salik.plateColors', options: 'Red and Blue' },
    ]);
    expect(salikLookupGroupsOf(t, lookups, 'ar-AE')[0]?.options).toBe('أحمر وBlue');
  });

  it("turns a failed load into no lists and the server's message", () => {
    const error = new PortalError({
      kind: 'http',
      call: 'paymentHub.lookups',
      status: 503,
      serverMessage: 'Salik is resting',
    });
    const onRetry = vi.fn();
    const state = salikLookupsStateOf(t, { lookups: {}, error }, 'en', onRetry);
    expect(state).toEqual({
      status: 'ready',
      groups: [],
      failure: { message: 'Salik is resting', onRetry },
    });
  });
});

describe('SalikVehicles', () => {
  it('shows the unlinked vehicles and the plate options', async () => {
    await render(
      <SalikVehicles
        vehicles={{ status: 'ready', data: [vehicle] }}
        lookups={{
          status: 'ready',
          groups: [{ id: 'plateColors', title: 'Plate colours', options: 'Red and Blue' }],
        }}
        labels={labels}
      />,
    );
    const list = page.getByRole('list', { name: 'Your unlinked vehicles' });
    await expect.element(list).toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: /Private plate 7406, Ajman/ }))
      .toBeVisible();
    await expect.element(page.getByText('Red and Blue')).toBeVisible();
  });

  it("shows a lookups failure as an error alert with the server's words and a retry", async () => {
    const onRetry = vi.fn(() => Promise.resolve());
    await render(
      <SalikVehicles
        vehicles={{ status: 'ready', data: [] }}
        lookups={{ status: 'ready', groups: [], failure: { message: 'Salik is resting', onRetry } }}
        labels={labels}
      />,
    );
    await expect.element(page.getByText('All linked')).toBeVisible();
    await expect.element(page.getByText('Options failed')).toBeVisible();
    await expect.element(page.getByText('Salik is resting')).toBeVisible();
    await expect.element(page.getByText('No options')).not.toBeInTheDocument();
    (page.getByRole('button', { name: 'Try again' }).element() as HTMLElement).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
