import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { supportCaseDetailsOf } from '../../views/supportCases';
import { SupportCaseDetails, type SupportCaseDetailsLabels } from '../SupportCaseDetails';

const labels: SupportCaseDetailsLabels = {
  loading: 'Loading the support case',
  empty: 'We couldn’t find this support case.',
  retry: 'Try again',
  retrying: 'Trying again',
  caseId: 'Case number',
  subject: 'Subject',
  status: 'Status',
  created: 'Created on',
};
const t = (key: string) => key;

describe('supportCaseDetailsOf', () => {
  it('gives number, subject, status and the date (Not Available when missing)', () => {
    expect(
      supportCaseDetailsOf(
        {
          caseId: 'CAS-1',
          title: 'Wrong name',
          statusCode: 6,
          statusText: undefined,
          createdOn: undefined,
        },
        t,
        'en',
      ),
    ).toEqual({
      caseId: 'CAS-1',
      title: 'Wrong name',
      status: { label: 'supportCase.status.requestClosed', tone: 'neutral' },
      created: 'Not Available',
    });
  });
});

describe('SupportCaseDetails', () => {
  it('lists the case with its status in words', async () => {
    await render(
      <SupportCaseDetails
        labels={labels}
        state={{
          status: 'ready',
          data: {
            caseId: 'CAS-1',
            title: 'Wrong name',
            status: { label: 'Request Closed', tone: 'neutral' },
            created: '20 October 2026',
          },
        }}
      />,
    );
    await expect.element(page.getByText('CAS-1')).toBeVisible();
    await expect.element(page.getByText('Request Closed', { exact: true })).toBeVisible();
  });

  it('says when there is no such case, with the next step', async () => {
    await render(
      <SupportCaseDetails
        labels={labels}
        state={{ status: 'ready', data: undefined }}
        emptyAction={<a href="/en/mylocker/SupportCenter">Go to the Support centre</a>}
      />,
    );
    await expect.element(page.getByText(labels.empty)).toBeVisible();
  });
});
