import type { LockerWidgetSummary } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { LockerWidgets, type LockerWidgetsLabels } from '../LockerWidgets';
import { lockerWidgetCardsOf } from '../../views/lockerWidgets';

const labels: LockerWidgetsLabels = {
  loading: 'Loading your summary',
  empty: 'Your summary is empty.',
  retry: 'Try again',
  retrying: 'Trying again',
  open: 'Open',
  openFor: (title) => `Open ${title}`,
  warning: 'Warning',
};

const t = (key: string, values?: Readonly<Record<string, string | number | Date>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;

const wallet: LockerWidgetSummary = {
  id: 'wallet',
  title: undefined,
  figures: [
    { key: 'wallet.wallets', value: 3, kind: 'count' },
    { key: 'wallet.balance', value: 1234.5, kind: 'amount' },
  ],
  href: '/en/my-utilities/toll-wallet',
  kycExpired: true,
  nextAppointmentAt: undefined,
};

describe('lockerWidgetCardsOf', () => {
  it('words each figure by its key, amounts with two decimals, and the KYC warning', () => {
    const [card] = lockerWidgetCardsOf([wallet], t, 'en');
    expect(card).toEqual({
      id: 'wallet',
      title: 'locker.widgets.name.wallet',
      figures: [
        { label: 'locker.widgets.figure.wallet.wallets', value: '3' },
        { label: 'locker.widgets.figure.wallet.balance', value: 'common.currencyAmount 1,234.50' },
      ],
      warning: 'locker.widgets.kycExpired',
      href: '/en/my-utilities/toll-wallet',
    });
  });

  it('says when the next appointment is, in the page language', () => {
    const [card] = lockerWidgetCardsOf(
      [
        {
          ...wallet,
          id: 'appointments',
          title: 'المواعيد',
          kycExpired: false,
          nextAppointmentAt: new Date('2026-12-01T06:00:00Z'),
        },
      ],
      t,
      'ar-AE',
    );
    expect(card?.title).toBe('المواعيد');
    expect(card?.note).toContain('ديسمبر');
    expect(card?.warning).toBeUndefined();
  });
});

describe('LockerWidgets', () => {
  it('shows figures as terms and values, the warning with its tone, and a named link', async () => {
    await render(
      <LockerWidgets
        labels={labels}
        state={{ status: 'ready', data: lockerWidgetCardsOf([wallet], t, 'en') }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { name: 'locker.widgets.name.wallet' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('term').first())
      .toHaveTextContent('locker.widgets.figure.wallet.wallets');
    await expect.element(page.getByText('locker.widgets.kycExpired')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Open locker.widgets.name.wallet' }))
      .toHaveAttribute('href', '/en/my-utilities/toll-wallet');
  });

  it('says so when there is no widget', async () => {
    await render(<LockerWidgets labels={labels} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText('Your summary is empty.')).toBeVisible();
  });
});
