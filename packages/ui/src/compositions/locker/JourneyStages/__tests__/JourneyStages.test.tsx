import { journeyOf } from '@portal/core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { journeyViewOf } from '../../views/journey';
import { JourneyStages, type JourneyStagesLabels } from '../JourneyStages';

const labels: JourneyStagesLabels = {
  loading: 'Loading the journey',
  empty: 'This journey has no stages yet.',
  retry: 'Try again',
  retrying: 'Trying again',
  stages: 'Stages',
  currentStage: 'Current stage',
  viewAppointment: 'View appointment',
};

const t = (key: string, values: Readonly<Record<string, unknown>> = {}) =>
  `${key}${Object.entries(values)
    .map(([name, value]) => ` ${name}=${String(value)}`)
    .join('')}`;
const now = new Date('2026-11-02T09:30:00+04:00');

const RAW = {
  InstanceID: 'jr-1',
  Title: 'Start a business',
  Stages: [
    {
      EntityID: 'b',
      ServiceName: 'Get approval',
      JourneyStageOrder: 2,
      EntityStatusCode: 3,
      SlaDate: '2026-11-20T00:00:00Z',
      RefCode: 'REF-2',
      AppointmentID: 'apt-6',
    },
    {
      EntityID: 'a',
      ServiceName: 'Reserve a name',
      JourneyStageOrder: 1,
      EntityStatusCode: 4,
      EntityStatusDescription: 'Completed',
      RefCode: 'REF-1',
    },
  ],
};

describe('journeyViewOf', () => {
  it('keeps core’s order and words each stage’s place, status and appointment', () => {
    const view = journeyViewOf(
      journeyOf(RAW),
      t,
      'en',
      now,
      (id) => `/en/mylocker/appointments/${id}`,
    );
    expect(view.title).toBe('Start a business');
    expect(view.summary).toBe('journey.stage current=2 total=2');
    expect(view.stages.map((stage) => stage.id)).toEqual(['a', 'b']);
    expect(view.stages[0]).toMatchObject({
      positionLabel: 'locker.applications.journeyStage stage=1',
      statusLabel: 'Completed',
      tone: 'success',
      completed: true,
      isCurrent: false,
    });
    expect(view.stages[0]?.appointmentHref).toBeUndefined();
    expect(view.stages[1]).toMatchObject({
      isCurrent: true,
      appointmentHref: '/en/mylocker/appointments/apt-6',
      reference: 'locker.applications.reference reference=REF-2',
    });
    // The stage's own status, not the journey's "multiple services".
    expect(view.stages[1]?.statusLabel).toMatch(/^application\.status\.estimated date=/);
  });
});

describe('JourneyStages', () => {
  it('is an ordered list in stage order, the current step marked in words, appointments linked', async () => {
    const view = journeyViewOf(
      journeyOf(RAW),
      t,
      'en',
      now,
      (id) => `/en/mylocker/appointments/${id}`,
    );
    await render(<JourneyStages labels={labels} state={{ status: 'ready', data: view }} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Start a business' }))
      .toBeVisible();
    const list = page.getByRole('list', { name: 'Stages' });
    await expect.element(list).toBeVisible();
    expect(list.element().tagName).toBe('OL');
    const items = list.getByRole('listitem').elements();
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Reserve a name',
      'Get approval',
    ]);
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.getAttribute('aria-current')).toBeNull();
    await expect.element(page.getByText('Current stage')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'View appointment: Get approval' }))
      .toHaveAttribute('href', '/en/mylocker/appointments/apt-6');
    expect(page.getByRole('link').elements()).toHaveLength(1);
  });

  it('draws links through renderLink', async () => {
    const view = journeyViewOf(journeyOf(RAW), t, 'en', now, (id) => `/x/${id}`);
    await render(
      <JourneyStages
        labels={labels}
        state={{ status: 'ready', data: view }}
        renderLink={({ children, ...link }) => (
          <a data-router="yes" {...link}>
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: /^View appointment/ }))
      .toHaveAttribute('data-router', 'yes');
  });

  it('loading, error with retry and empty are each their own state', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(
      <JourneyStages labels={labels} state={{ status: 'loading' }} />,
    );
    await expect.element(page.getByText(labels.loading)).toBeInTheDocument();
    await rerender(
      <JourneyStages
        labels={labels}
        state={{ status: 'error', message: 'Down for maintenance', onRetry }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: labels.retry }));
    expect(onRetry).toHaveBeenCalled();
    await rerender(
      <JourneyStages
        labels={labels}
        state={{ status: 'ready', data: { title: undefined, summary: undefined, stages: [] } }}
        emptyAction={<a href="/en/mylocker">Go to My locker</a>}
      />,
    );
    await expect.element(page.getByText(labels.empty)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go to My locker' })).toBeVisible();
  });
});
