import type { InformationPage as CoreInformationPage } from '@portal/core/api/common';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { InformationPage, type InformationPageLabels } from '../InformationPage';
import { informationPageLabelsOf, informationPageViewOf } from '../../views/informationPage';

const labels: InformationPageLabels = {
  lastUpdated: 'Last updated',
  newTab: 'opens in a new tab',
  loading: 'Loading the page',
  notFound: 'No such page.',
  retry: 'Try again',
  retrying: 'Trying again',
};

const ORIGIN = 'https://www.portal.example';

const faq: CoreInformationPage = {
  title: 'Frequently asked questions',
  summary: 'Answers to what people ask most.',
  bodyHtml: '<p>Read the <a href="/en/help">help page</a> first.</p>',
  lastUpdated: '2026-10-01',
  sections: [
    { heading: 'Do I need UAE PASS?', bodyHtml: '<p>Only to sign in.</p>' },
    {
      heading: 'Where is my receipt?',
      bodyHtml:
        '<p>In your locker. <a href="https://evil.example/">Phish</a> <a href="/en/mylocker" target="_blank">Locker</a></p>',
    },
  ],
};

describe('informationPageLabelsOf', () => {
  it('takes every word from the catalogue', () => {
    const t = (key: string) => `[${key}]`;
    expect(informationPageLabelsOf(t)).toEqual({
      lastUpdated: '[information.lastUpdated]',
      newTab: '[information.newTab]',
      loading: '[information.loading]',
      notFound: '[information.notFound]',
      retry: '[information.retry]',
      retrying: '[information.retrying]',
    });
  });
});

describe('informationPageViewOf', () => {
  it('puts the last-updated day in words in the page language, as that calendar day', () => {
    expect(informationPageViewOf(faq, 'en').lastUpdated).toEqual({
      dateTime: '2026-10-01',
      text: '01 October 2026',
    });
    const arabic = informationPageViewOf(faq, 'ar-AE').lastUpdated;
    expect(arabic?.dateTime).toBe('2026-10-01');
    expect(arabic?.text).toMatch(/أكتوبر/);
  });

  it('leaves out what the page does not have', () => {
    expect(informationPageViewOf({ title: 'Help', sections: [] }, 'en')).toEqual({
      title: 'Help',
      sections: [],
    });
  });
});

describe('InformationPage', () => {
  it('draws the title, summary, date, body and each section under its heading', async () => {
    render(
      <InformationPage
        labels={labels}
        origin={ORIGIN}
        state={{ status: 'ready', data: informationPageViewOf(faq, 'en') }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }))
      .toBeVisible();
    await expect.element(page.getByText('Answers to what people ask most.')).toBeVisible();
    await expect.element(page.getByText('01 October 2026')).toBeVisible();
    await expect.element(page.getByText('Last updated', { exact: false })).toBeVisible();
    const first = page.getByRole('region', { name: 'Do I need UAE PASS?' });
    await expect.element(first.getByText('Only to sign in.')).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Where is my receipt?' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'help page' }))
      .toHaveAttribute('href', `${ORIGIN}/en/help`);
    // A link to another site loses its href; one that opens a new tab says so and is made safe.
    expect(page.getByRole('link', { name: 'Phish' }).elements()).toHaveLength(0);
    await expect.element(page.getByText('Phish')).toBeVisible();
    const locker = page.getByRole('link', { name: /Locker/ });
    await expect.element(locker).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(locker).toHaveAccessibleName(/opens in a new tab/);
  });

  it('draws loading, not found and the error with its retry', async () => {
    const onRetry = vi.fn();
    const screen = await render(<InformationPage labels={labels} state={{ status: 'loading' }} />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the page');
    expect(page.getByRole('heading').elements()).toHaveLength(0);
    await screen.rerender(
      <InformationPage
        labels={labels}
        state={{ status: 'ready', data: undefined }}
        notFoundAction={<a href="/en/">Go home</a>}
      />,
    );
    await expect.element(page.getByText('No such page.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Go home' })).toBeVisible();
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(0);
    await screen.rerender(
      <InformationPage
        labels={labels}
        state={{ status: 'error', message: 'The CMS is resting.', onRetry }}
      />,
    );
    await expect.element(page.getByText('The CMS is resting.').first()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
