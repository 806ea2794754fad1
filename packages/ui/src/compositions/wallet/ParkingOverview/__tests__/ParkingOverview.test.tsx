import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { fineItemsOf, parkingServiceItemsOf, permitItemsOf } from '../../views/parking';
import { ParkingOverview, type ParkingOverviewLabels } from '../ParkingOverview';

/** A translator that shows the key and its values, so tests see which words were asked for. */
const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const labels: ParkingOverviewLabels = {
  retry: 'Try again',
  retrying: 'Trying again',
  finesTitle: 'Fines',
  finesLoading: 'Loading fines',
  finesEmpty: 'No fines to pay',
  permitsTitle: 'Permits',
  permitsLoading: 'Loading permits',
  permitsCaption: 'Your permits',
  permitsEmpty: 'No permits',
  toServices: 'Go to services',
  permitStatus: 'Status',
  vehiclesTitle: 'Vehicles',
  vehiclesLoading: 'Loading vehicles',
  vehiclesCaption: 'Vehicles on 123',
  vehiclesEmpty: 'No vehicles',
  servicesTitle: 'Services',
  servicesLoading: 'Loading services',
  servicesEmpty: 'No services',
};

const ready = <T,>(data: T) => ({ status: 'ready' as const, data });

describe('parking views', () => {
  it('gives each permit status its words and tone, and another status as sent', () => {
    const items = permitItemsOf(
      t,
      [
        { permitId: 'a', status: 'Active', permitType: 'Resident' },
        { permitId: 'b', status: 'pendingRenewal' },
        { permitId: 'c', status: 'Expired' },
        { permitId: 'd', status: 'Suspended' },
      ],
      'en',
    );
    expect(items.map((item) => [item.status, item.statusTone])).toEqual([
      ['parking.permitStatusName.Active', 'success'],
      ['parking.permitStatusName.PendingRenewal', 'attention'],
      ['parking.permitStatusName.Expired', 'danger'],
      ['Suspended', 'neutral'],
    ]);
    expect(items[0]?.title).toBe('Resident');
    expect(items[1]?.title).toBe('common.notAvailable');
  });

  it('shows the fines totals with two decimals and marks a zero total as nothing due', () => {
    const [mawaqif, darb] = fineItemsOf(
      t,
      { mawaqif: { totalAmount: 300, finesCount: 2 }, darb: { totalAmount: 0, finesCount: 0 } },
      'en',
    );
    expect(mawaqif?.amount).toBe('common.currencyAmount {"amount":"300.00"}');
    expect(mawaqif?.due).toBe(true);
    expect(darb?.due).toBe(false);
  });

  it('keeps only safe service links, each with the page lang', () => {
    const items = parkingServiceItemsOf(
      [
        { serviceId: 'renew', title: 'Renew', url: '/en/services/parking/renew-permit?lang=en' },
        { serviceId: 'bad', title: 'Bad', url: 'javascript:alert(1)' },
        { serviceId: 'away', title: 'Away', url: 'https://evil.example/x' },
        { serviceId: 'untitled', title: ' ', url: '/en/x' },
      ],
      { origin: 'https://portal.example', locale: 'ar-AE' },
    );
    expect(items).toEqual([
      { id: 'renew', title: 'Renew', href: '/en/services/parking/renew-permit?lang=ar' },
    ]);
  });
});

describe('ParkingOverview', () => {
  it('shows each part, the service links and the empty permits next step', async () => {
    await render(
      <ParkingOverview
        fines={ready([
          { id: 'mawaqif', label: 'Mawaqif', amount: 'AED 300.00', count: '2 fines', due: true },
        ])}
        permits={ready([])}
        vehicles={{ status: 'loading' }}
        services={ready([{ id: 'renew', title: 'Renew', href: '/en/renew?lang=en' }])}
        labels={labels}
      />,
    );
    await expect.element(page.getByText('AED 300.00')).toBeVisible();
    await expect.element(page.getByText('No permits')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Renew' }))
      .toHaveAttribute('href', '/en/renew?lang=en');
    const toServices = page.getByRole('link', { name: 'Go to services' });
    const target = (toServices.element().getAttribute('href') ?? '').slice(1);
    expect(document.getElementById(target)?.textContent).toBe('Services');
    await expect.element(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
  });

  it('shows a failed part with its message and a retry, the rest unharmed', async () => {
    const onRetry = vi.fn();
    await render(
      <ParkingOverview
        fines={{ status: 'error', message: 'Fines are resting', onRetry }}
        permits={ready([
          {
            id: 'p',
            title: 'Resident',
            status: 'Active',
            statusTone: 'success',
            facts: [{ key: 'area', term: 'Area', description: 'E4' }],
          },
        ])}
        vehicles={ready([])}
        services={ready([])}
        labels={labels}
      />,
    );
    await expect.element(page.getByText('Fines are resting').first()).toBeInTheDocument();
    (page.getByRole('button', { name: 'Try again' }).element() as HTMLElement).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('list', { name: 'Your permits' })).toBeVisible();
    await expect.element(page.getByText('E4')).toBeVisible();
    await expect.element(page.getByText('No vehicles')).toBeVisible();
    await expect.element(page.getByText('No services')).toBeVisible();
  });
});
