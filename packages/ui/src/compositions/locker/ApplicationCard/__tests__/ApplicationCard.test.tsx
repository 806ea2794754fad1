import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ApplicationCard, type ApplicationCardData } from '../ApplicationCard';

const CARD: ApplicationCardData = {
  id: 'app-1',
  title: 'Issue a health card',
  isDraft: false,
  draftLabel: 'Draft',
  statusLabel: 'Delayed',
  tone: 'danger',
  progress: 87.4,
  progressText: '87% complete',
  completed: false,
  reference: 'Reference number: REF-1',
  lastUpdated: 'Last updated: Yesterday',
};

describe('ApplicationCard', () => {
  it('names its bar by the status text, says the value in words, and shows reference and update', async () => {
    await render(
      <ul>
        <ApplicationCard {...CARD} />
      </ul>,
    );
    const bar = page.getByRole('progressbar', { name: 'Delayed' });
    await expect.element(bar).toHaveAttribute('aria-valuetext', '87% complete');
    await expect.element(bar).toHaveAttribute('aria-valuenow', '87');
    await expect.element(page.getByText('87% complete')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 3, name: CARD.title })).toBeVisible();
    await expect.element(page.getByText('Reference number: REF-1')).toBeVisible();
    await expect.element(page.getByText('Last updated: Yesterday')).toBeVisible();
    expect(page.getByText('Draft').elements()).toHaveLength(0);
  });

  it('marks a draft and a completed application', async () => {
    await render(
      <ul>
        <ApplicationCard {...CARD} isDraft />
        <ApplicationCard {...CARD} id="app-2" completed statusLabel="Completed" tone="success" />
      </ul>,
    );
    await expect.element(page.getByText('Draft')).toBeVisible();
    const completed = page.getByRole('progressbar', { name: 'Completed' }).element();
    const container = completed.closest('[data-slot="progress-bar"]');
    expect(container?.getAttribute('data-state')).toBe('complete');
  });
});
