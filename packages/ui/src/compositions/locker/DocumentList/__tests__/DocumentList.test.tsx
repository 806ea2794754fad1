import type { LockerDocument } from '@portal/core/api/commonUi';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { documentGroupsOf } from '../../views/documents';
import { DocumentList, type DocumentListLabels } from '../DocumentList';

const labels: DocumentListLabels = {
  loading: 'Loading your documents',
  empty: 'You have no documents yet.',
  retry: 'Try again',
  retrying: 'Trying again',
};
const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;
const now = new Date('2026-11-02T09:30:00+04:00');

function document(id: string, expiry: string | undefined): LockerDocument {
  return {
    path: ['moi', 'type', id],
    title: `Doc ${id}`,
    issuer: 'Issuer',
    number: id,
    issueDate: undefined,
    expiryDate: expiry === undefined ? undefined : new Date(`${expiry}T00:00:00+04:00`),
  };
}

describe('documentGroupsOf', () => {
  it('groups by month soonest first, undated last, with marks and detail links', () => {
    const groups = documentGroupsOf(
      [
        document('later', '2027-01-16'),
        document('none', undefined),
        document('soon', '2026-11-11'),
        document('gone', '2026-09-18'),
      ],
      t,
      'en',
      now,
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ['September 2026', ['moi/type/gone']],
      ['November 2026', ['moi/type/soon']],
      ['January 2027', ['moi/type/later']],
      ['document.noExpiryGroup', ['moi/type/none']],
    ]);
    expect(groups[0]?.items[0]).toMatchObject({
      href: '/en/mylocker/MyDocuments/details/moi/type/gone',
      expiry: 'document.expiresOn 18 September 2026',
      mark: { label: 'document.expired', tone: 'danger' },
    });
    expect(groups[1]?.items[0]?.mark.tone).toBe('attention');
    expect(groups[3]?.items[0]).toMatchObject({
      expiry: 'document.noExpiry',
      mark: { label: 'document.valid', tone: 'success' },
    });
    expect(documentGroupsOf([document('x', '2026-11-11')], t, 'ar-AE', now)[0]?.title).toBe(
      'نوفمبر 2026',
    );
  });
});

describe('DocumentList', () => {
  it('shows each month as a heading, each document as a link with its mark in words', async () => {
    await render(
      <DocumentList
        labels={labels}
        state={{
          status: 'ready',
          data: documentGroupsOf([document('gone', '2026-09-18')], t, 'en', now),
        }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'September 2026' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Doc gone' }))
      .toHaveAttribute('href', '/en/mylocker/MyDocuments/details/moi/type/gone');
    await expect.element(page.getByText('document.expired', { exact: true })).toBeVisible();
  });

  it('loading, error with retry and empty are each their own state', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(
      <DocumentList labels={labels} state={{ status: 'loading' }} />,
    );
    await expect.element(page.getByText(labels.loading)).toBeInTheDocument();
    await rerender(
      <DocumentList labels={labels} state={{ status: 'error', message: 'Down', onRetry }} />,
    );
    await userEvent.click(page.getByRole('button', { name: labels.retry }));
    expect(onRetry).toHaveBeenCalled();
    await rerender(<DocumentList labels={labels} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText(labels.empty)).toBeVisible();
  });
});
