import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import type { ApplicationCardData } from '../../ApplicationCard';
import {
  SpaceRequests,
  type SpaceRequestsLabels,
  type SpaceRequestsSpaceData,
} from '../SpaceRequests';

const LABELS: SpaceRequestsLabels = {
  kinds: 'Kind of space',
  loading: 'Loading your spaces',
  empty: 'None of your requests belongs to a property space yet.',
  requests: 'Requests in this space',
  incomplete: 'Only your most recent requests are shown here.',
  retry: 'Try again',
  retrying: 'Trying again',
};

const KINDS = [
  { value: 'buss', label: 'Business', href: '/en/spaces?spaceCode=buss' },
  { value: 'prop', label: 'Property', href: '/en/spaces?spaceCode=prop' },
];

const REQUEST: ApplicationCardData = {
  id: 'app-1',
  title: 'Renew a trade licence',
  isDraft: false,
  draftLabel: 'Draft',
  statusLabel: 'In progress',
  tone: 'success',
  progress: 40,
  progressText: '40% complete',
  completed: false,
  reference: 'Reference number: REF-1',
  lastUpdated: 'Last updated: Yesterday',
};

const SPACE: SpaceRequestsSpaceData = {
  id: 'sp-1',
  title: 'Business space: Department of Economic Development',
  statistics: {
    id: 'sp-1',
    title: 'Request statistics',
    figures: [{ label: 'All requests', value: '1' }],
  },
  requests: [REQUEST],
};

describe('SpaceRequests', () => {
  it('marks the kind shown as the current page, and draws its links with renderLink', async () => {
    await render(
      <SpaceRequests
        labels={LABELS}
        kinds={KINDS}
        currentKind="buss"
        state={{ status: 'ready', data: { spaces: [SPACE], complete: true } }}
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const business = page.getByRole('link', { name: 'Business' });
    await expect.element(business).toHaveAttribute('aria-current', 'page');
    await expect.element(business).toHaveAttribute('data-router', 'yes');
    await expect
      .element(page.getByRole('link', { name: 'Property' }))
      .not.toHaveAttribute('aria-current');
  });

  it('shows each space under its heading with its figures and its requests, and their actions', async () => {
    await render(
      <SpaceRequests
        labels={LABELS}
        kinds={KINDS}
        currentKind="buss"
        state={{ status: 'ready', data: { spaces: [SPACE], complete: false } }}
        requestActions={(request) => <a href={`#${request.id}`}>Open {request.title}</a>}
      />,
    );
    const space = page.getByRole('region', { name: SPACE.title });
    await expect.element(space.getByRole('heading', { level: 2 })).toHaveTextContent(SPACE.title);
    await expect
      .element(space.getByRole('heading', { level: 3, name: 'Request statistics' }))
      .toBeVisible();
    await expect
      .element(space.getByRole('heading', { level: 4, name: REQUEST.title }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: `Open ${REQUEST.title}` }))
      .toHaveAttribute('href', '#app-1');
    await expect.element(page.getByText(LABELS.incomplete)).toBeVisible();
  });

  it('says what will appear when the kind has no space, with the next step', async () => {
    await render(
      <SpaceRequests
        labels={LABELS}
        kinds={KINDS}
        currentKind="prop"
        state={{ status: 'ready', data: { spaces: [], complete: true } }}
        emptyAction={<a href="/en/services">Browse services</a>}
      />,
    );
    await expect.element(page.getByText(LABELS.empty)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Browse services' })).toBeVisible();
  });

  it('keeps the switch while loading, and says it is loading', async () => {
    await render(
      <SpaceRequests
        labels={LABELS}
        kinds={KINDS}
        currentKind="buss"
        state={{ status: 'loading' }}
      />,
    );
    await expect.element(page.getByRole('navigation', { name: 'Kind of space' })).toBeVisible();
    await expect.element(page.getByText('Loading your spaces')).toBeInTheDocument();
  });
});
