import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import '../../../../styles.css';
import { HomeSections, type HomeSectionsProps } from '../HomeSections';
import type { GlanceListState } from '../ServicesAtAGlance';

const LABELS = {
  tabsLabel: 'Services at a glance',
  favourites: 'Favourites',
  popular: 'Popular',
  quickActions: 'Quick actions',
  viewAll: 'View all services',
  loading: 'Loading services',
  retry: 'Try again',
  retrying: 'Loading',
  favouritesEmpty: 'You haven’t pinned any services yet.',
  goToFavourites: 'Go to Favourites',
};

function Sections({
  favourites = { status: 'ready', data: [] },
  popular = { status: 'ready', data: [{ id: 'p', name: 'Pay a fine', href: '/en/fine' }] },
  defaultTab,
  ...props
}: Partial<Omit<HomeSectionsProps, 'glance' | 'downloadApp'>> & {
  favourites?: GlanceListState;
  popular?: GlanceListState;
  defaultTab?: 'favourites' | 'popular';
}) {
  const [open, setOpen] = useState(false);
  return (
    <HomeSections
      {...props}
      glance={{
        title: 'Most popular',
        labels: LABELS,
        favourites,
        popular,
        ...(defaultTab ? { defaultTab } : {}),
        quickActions: [{ label: 'All services for business', href: '/en/business' }],
        viewAllHref: '/en/all',
        favouritesHref: '/en/mylocker',
        onAppOnly: () => setOpen(true),
      }}
      downloadApp={{
        open,
        onOpenChange: setOpen,
        labels: {
          title: 'Download the app',
          description: 'Only in the app.',
          ok: 'OK',
          close: 'Close',
        },
      }}
    />
  );
}

describe('HomeSections', () => {
  it('shows the CMS sections it is given, in order, and leaves out the missing ones', async () => {
    render(
      <Sections
        categories={{
          title: 'Services that suit your needs',
          items: [{ id: '1', title: 'Individuals', href: '/en/services/individual' }],
        }}
        promoBanner={{ title: 'Subscriptions that save time', points: ['Never miss a due date'] }}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Individuals' }))
      .toHaveAttribute('href', '/en/services/individual');
    const regions = page.getByRole('region').elements();
    expect(regions.map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'Services that suit your needs',
      'Subscriptions that save time',
      'Most popular',
    ]);
  });

  it('puts every section in the spec’s order: needs, everyone, banners, suitable, spaces, glance', async () => {
    render(
      <Sections
        categories={{
          title: 'Services that suit your needs',
          items: [{ id: '1', title: 'Individuals', href: '/en/services/individual' }],
        }}
        everyone={{
          title: 'Services for everyone',
          items: [{ id: 'f', name: 'Pay traffic fines', href: '/en/searchresults?q=fines' }],
        }}
        signInBanner={{ title: 'Sign in for a personal experience' }}
        promoBanner={{ title: 'Subscriptions that save time' }}
        suitable={{
          title: 'Services suitable for you',
          items: [{ id: 's', name: 'Renew a driving licence', href: '/en/renew' }],
        }}
        spaces={{
          title: 'My spaces',
          action: <a href="/en/mylocker">View in My locker</a>,
          children: <p>Business space: 3 requests</p>,
        }}
      />,
    );
    await expect.element(page.getByText('Business space: 3 requests')).toBeVisible();
    const regions = page.getByRole('region').elements();
    expect(regions.map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'Services that suit your needs',
      'Services for everyone',
      'Sign in for a personal experience',
      'Subscriptions that save time',
      'Services suitable for you',
      'My spaces',
      'Most popular',
    ]);
    await expect
      .element(page.getByRole('region', { name: 'My spaces' }).getByRole('link'))
      .toHaveAccessibleName('View in My locker');
  });

  it('leaves out services for everyone when the CMS item has no services', async () => {
    render(<Sections everyone={{ title: 'Services for everyone', items: [] }} />);
    await expect.element(page.getByRole('heading', { name: 'Most popular' })).toBeVisible();
    expect(page.getByRole('region', { name: 'Services for everyone' }).elements()).toHaveLength(0);
  });

  it('loads the first cards’ pictures at once when told, the rest lazily (below the first screen)', async () => {
    const image = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';
    render(
      <Sections
        categories={{
          title: 'Services that suit your needs',
          eagerImages: 1,
          items: ['Individuals', 'Business', 'Emirati'].map((title) => ({
            id: title,
            title,
            href: `/en/services/${title.toLowerCase()}`,
            image,
          })),
        }}
      />,
    );
    await expect.element(page.getByRole('link', { name: 'Emirati' })).toBeVisible();
    const cards = document.querySelectorAll('[data-slot="category-cards"] img');
    expect([...cards].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('opens on a new default tab when it changes (a visitor’s page that learns the reader signed in)', async () => {
    const { rerender } = await render(<Sections defaultTab="popular" />);
    await expect
      .element(page.getByRole('tab', { name: 'Popular' }))
      .toHaveAttribute('aria-selected', 'true');
    await rerender(<Sections defaultTab="favourites" />);
    await expect
      .element(page.getByRole('tab', { name: 'Favourites' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  it('an app-only favourite opens the download popup; OK closes it and focus returns', async () => {
    render(
      <Sections
        favourites={{
          status: 'ready',
          data: [{ id: 'v', name: 'Renew a visa', href: '/en/visa', appOnly: true }],
        }}
      />,
    );
    await page.getByRole('tab', { name: 'Favourites' }).click();
    const visa = page.getByRole('button', { name: 'Renew a visa' });
    await visa.click();
    await expect.element(page.getByRole('dialog', { name: 'Download the app' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(visa).toHaveFocus();
  });

  it('favourites empty: the prompt and Go to Favourites; an error offers a retry', async () => {
    const onRetry = vi.fn();
    render(<Sections popular={{ status: 'error', message: 'Something went wrong', onRetry }} />);
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect.element(page.getByText('You haven’t pinned any services yet.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Go to Favourites' }))
      .toHaveAttribute('href', '/en/mylocker');
  });
});
