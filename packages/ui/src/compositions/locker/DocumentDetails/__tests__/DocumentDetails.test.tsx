import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { documentDetailsOf } from '../../views/documents';
import { DocumentDetails, type DocumentDetailsLabels } from '../DocumentDetails';

const labels: DocumentDetailsLabels = {
  loading: 'Loading the document',
  empty: 'We couldn’t find this document in your locker.',
  retry: 'Try again',
  retrying: 'Trying again',
  status: 'Status',
  issuer: 'Issued by',
  number: 'Document number',
  issueDate: 'Issue date',
  expiryDate: 'Expiry date',
};
const t = (key: string) => key;
const now = new Date('2026-11-02T09:30:00+04:00');

describe('documentDetailsOf', () => {
  it('formats both dates, says a document without expiry does not expire, leaves out the unknown', () => {
    expect(
      documentDetailsOf(
        {
          path: ['a', 'b', 'c'],
          title: 'Passport',
          issuer: 'ICP',
          number: 'P-1',
          issueDate: new Date('2020-01-05T00:00:00+04:00'),
          expiryDate: new Date('2026-09-18T00:00:00+04:00'),
        },
        t,
        'en',
        now,
      ),
    ).toEqual({
      title: 'Passport',
      mark: { label: 'document.expired', tone: 'danger', kind: 'expired' },
      issuer: 'ICP',
      number: 'P-1',
      issueDate: '05 January 2020',
      expiryDate: '18 September 2026',
    });
    expect(
      documentDetailsOf(
        {
          path: ['a', 'b', 'c'],
          title: 'Family book',
          issuer: undefined,
          number: undefined,
          issueDate: undefined,
          expiryDate: undefined,
        },
        t,
        'ar-AE',
        now,
      ),
    ).toEqual({
      title: 'Family book',
      mark: { label: 'document.valid', tone: 'success', kind: 'valid' },
      expiryDate: 'document.noExpiry',
    });
  });
});

describe('DocumentDetails', () => {
  it('lists the mark in words and the facts it has', async () => {
    await render(
      <DocumentDetails
        labels={labels}
        state={{
          status: 'ready',
          data: {
            title: 'Passport',
            mark: { label: 'Expired', tone: 'danger' },
            number: 'P-1',
            expiryDate: '18 September 2026',
          },
        }}
      />,
    );
    await expect.element(page.getByText('Expired', { exact: true })).toBeVisible();
    await expect.element(page.getByText('P-1')).toBeVisible();
    expect(page.getByText(labels.issuer).elements()).toHaveLength(0);
  });

  it('says when the document is not in the locker, with the next step', async () => {
    await render(
      <DocumentDetails
        labels={labels}
        state={{ status: 'ready', data: undefined }}
        emptyAction={<a href="/en/mylocker/MyDocuments">Go to My documents</a>}
      />,
    );
    await expect.element(page.getByText(labels.empty)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go to My documents' })).toBeVisible();
  });
});
