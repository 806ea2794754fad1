import type { AutopayUtility } from '@portal/core/api/paymentHub';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { AutopayAccounts, type AutopayAccountsLabels } from '../AutopayAccounts';
import { autopayAccountsOf } from '../../views/autopayAccounts';

const labels: AutopayAccountsLabels = {
  loading: 'Loading your autopay accounts',
  errorTitle: 'We could not load your autopay accounts.',
  retry: 'Try again',
  retrying: 'Trying again',
  list: 'Your accounts that can be paid automatically',
};

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const utilities: AutopayUtility[] = [
  {
    id: 'a',
    providerCode: 'ADDA00002',
    accountNumber: '1234567890',
    nickname: 'Villa',
    autopayStatus: 2,
    dayOfMonth: 31,
  },
  {
    id: 'b',
    providerCode: 'DU0002',
    accountNumber: '0551234567',
    nickname: null,
    autopayStatus: 0,
    dayOfMonth: null,
  },
  {
    id: 'c',
    providerCode: 'DU0001',
    accountNumber: '0557654321',
    nickname: 'Prepaid',
    autopayStatus: 0,
  },
];

describe('autopayAccountsOf', () => {
  it('keeps eligible providers only and puts state, provider and day into words', () => {
    const accounts = autopayAccountsOf(utilities, { t, locale: 'en' });
    expect(accounts.map((account) => account.id)).toEqual(['a', 'b']);
    expect(accounts[0]?.state).toEqual({
      label: 'utilities.autopayState: autopay.state.paused',
      tone: 'attention',
    });
    expect(accounts[0]?.facts.at(-1)?.description).toBe('autopay.day.option {"ordinal":"31st"}');
    expect(accounts[1]?.title).toBe('utilities.provider.DU0002');
    expect(accounts[1]?.facts.at(-1)?.description).toBe('autopay.noDay');
    const arabic = autopayAccountsOf(utilities, { t, locale: 'ar-AE' });
    expect(arabic[0]?.facts.at(-1)?.description).toBe(
      'autopay.day.option {"ordinal":"الحادي والثلاثون"}',
    );
  });

  it('asks the caller for each account’s actions with its state and title', () => {
    const actionsOf = vi.fn(() => null);
    autopayAccountsOf(utilities, { t, locale: 'en', actionsOf });
    expect(actionsOf).toHaveBeenCalledWith(utilities[0], 'paused', 'Villa');
    expect(actionsOf).toHaveBeenCalledWith(utilities[1], 'none', 'utilities.provider.DU0002');
  });
});

describe('AutopayAccounts', () => {
  it('lists each account as a titled card with its state tag and actions', async () => {
    await render(
      <AutopayAccounts
        labels={labels}
        empty={{ message: 'None' }}
        state={{
          status: 'ready',
          data: autopayAccountsOf(utilities, {
            t,
            locale: 'en',
            actionsOf: (_utility, _state, title) => <button type="button">Manage {title}</button>,
          }),
        }}
      />,
    );
    await expect.element(page.getByRole('list', { name: labels.list })).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Villa' })).toBeVisible();
    await expect
      .element(page.getByText('utilities.autopayState: autopay.state.paused'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Manage Villa' })).toBeVisible();
  });

  it('shows the empty sentence with its next step', async () => {
    await render(
      <AutopayAccounts
        labels={labels}
        empty={{
          message: 'No accounts can be paid automatically.',
          action: <a href="#link">Link</a>,
        }}
        state={{ status: 'ready', data: [] }}
      />,
    );
    await expect.element(page.getByText('No accounts can be paid automatically.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Link' })).toBeVisible();
    expect(page.getByRole('list').elements()).toHaveLength(0);
  });

  it('shows the failure with a retry that asks again', async () => {
    const onRetry = vi.fn();
    await render(
      <AutopayAccounts
        labels={labels}
        empty={{ message: 'None' }}
        state={{ status: 'error', message: 'The hub is closed', onRetry }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { name: labels.errorTitle as string }))
      .toBeVisible();
    // Shown once and said once: the visible line and the live region's copy carry the same words.
    await expect.element(page.getByText('The hub is closed').first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it is loading, once', async () => {
    await render(
      <AutopayAccounts labels={labels} empty={{ message: 'None' }} state={{ status: 'loading' }} />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent(labels.loading);
  });
});
