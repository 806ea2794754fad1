import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { supportCaseItemOf } from '../../views/supportCases';
import { SupportCaseList, type SupportCaseListLabels } from '../SupportCaseList';

const labels: SupportCaseListLabels = {
  loading: 'Loading your support cases',
  empty: 'You have no support cases.',
  retry: 'Try again',
  retrying: 'Trying again',
};
const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;

const base = {
  caseId: 'CAS-1',
  title: 'Payment deducted twice',
  statusText: undefined,
  createdOn: new Date('2026-10-20T10:00:00Z'),
};

describe('supportCaseItemOf', () => {
  it('says the catalogue label of the code with core’s tone, and links to the case', () => {
    expect(supportCaseItemOf({ ...base, statusCode: 100000015 }, t, 'en')).toEqual({
      id: 'CAS-1',
      title: 'Payment deducted twice',
      href: '/en/mylocker/SupportCenter/Details/CAS-1',
      caseNumber: 'supportCase.caseNumber CAS-1',
      status: { label: 'supportCase.status.requestForInformation', tone: 'attention' },
      created: 'supportCase.createdOn 20 October 2026',
    });
    expect(supportCaseItemOf({ ...base, statusCode: 5 }, t, 'ar-AE').status.tone).toBe('success');
  });

  it('keeps the server’s label for a code the catalogue does not know; a case without title is named', () => {
    const item = supportCaseItemOf(
      { ...base, title: undefined, statusCode: 42, statusText: 'Escalated' },
      t,
      'en',
    );
    expect(item.status).toEqual({ label: 'Escalated', tone: 'neutral' });
    expect(item.title).toBe('supportCase.untitled');
    expect(supportCaseItemOf({ ...base, statusCode: undefined }, t, 'en').status.label).toBe(
      'supportCase.status.unknown',
    );
  });
});

describe('SupportCaseList', () => {
  it('shows each case as a link with its status in words', async () => {
    await render(
      <SupportCaseList
        labels={labels}
        state={{ status: 'ready', data: [supportCaseItemOf({ ...base, statusCode: 2 }, t, 'en')] }}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Payment deducted twice' }))
      .toHaveAttribute('href', '/en/mylocker/SupportCenter/Details/CAS-1');
    await expect
      .element(page.getByText('supportCase.status.underReview', { exact: true }))
      .toBeVisible();
  });

  it('loading, error with retry and empty are each their own state', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(
      <SupportCaseList labels={labels} state={{ status: 'loading' }} />,
    );
    await expect.element(page.getByText(labels.loading)).toBeInTheDocument();
    await rerender(
      <SupportCaseList labels={labels} state={{ status: 'error', message: 'Down', onRetry }} />,
    );
    await userEvent.click(page.getByRole('button', { name: labels.retry }));
    expect(onRetry).toHaveBeenCalled();
    await rerender(<SupportCaseList labels={labels} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText(labels.empty)).toBeVisible();
  });
});
