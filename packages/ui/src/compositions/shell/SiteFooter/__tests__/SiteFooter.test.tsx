import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ColorThemeControl } from '../ColorThemeControl';
import { SiteFooter, type SiteFooterContent } from '../SiteFooter';
import { TextSizeControl } from '../TextSizeControl';

const labels = {
  navigation: 'Footer',
  emergencyNumbers: 'Emergency numbers',
  viewAllEmergencyNumbers: 'View all emergency numbers',
  downloadApp: 'Download the app',
  appRating: 'App rating',
  followUs: 'Follow us',
  opensInNewTab: 'opens in a new tab',
  loading: 'Loading the footer',
};

const content: SiteFooterContent = {
  sections: [{ title: 'Help', links: [{ label: 'FAQ', href: '/en/faq' }] }],
  emergencyNumbers: [{ name: 'Police', number: '999' }],
  emergencyViewAll: '/en/emergency',
  apps: {
    title: 'Get the app',
    links: [{ label: 'App Store', href: 'https://apps.apple.com/x', external: true }],
  },
  socialLinks: [{ label: 'X', href: 'https://x.com/p', external: true }],
  logos: [],
  copyright: '© 2026 Portal',
  copyrightLinks: [{ label: 'Privacy policy', href: '/en/privacy' }],
};

describe('SiteFooter', () => {
  it('tells which link was followed and in which part of the footer', async () => {
    const onLinkClick = vi.fn((_link: unknown, _area: unknown) => {});
    await render(
      <SiteFooter
        state={{ status: 'ready', content }}
        labels={labels}
        onLinkClick={(link, area) => {
          onLinkClick(link.href, area);
        }}
        // The test stays on its page.
        onClickCapture={(event) => event.preventDefault()}
      />,
    );
    await userEvent.click(page.getByRole('link', { name: 'FAQ' }));
    await userEvent.click(page.getByRole('link', { name: 'X (opens in a new tab)' }));
    await userEvent.click(page.getByRole('link', { name: 'Privacy policy' }));
    await userEvent.click(page.getByRole('link', { name: '999' }));
    await userEvent.click(page.getByRole('link', { name: 'View all emergency numbers' }));
    expect(onLinkClick.mock.calls).toEqual([
      ['/en/faq', 'section'],
      ['https://x.com/p', 'social'],
      ['/en/privacy', 'copyright'],
      ['tel:999', 'emergency'],
      ['/en/emergency', 'emergency'],
    ]);
  });

  it('text size and colour controls answer the keyboard and disable what cannot move', async () => {
    const onRequest = vi.fn();
    const onValueChange = vi.fn();
    await render(
      <SiteFooter
        state={{ status: 'unavailable', copyright: '© Portal' }}
        labels={labels}
        controls={
          <>
            <TextSizeControl
              labels={{
                label: 'Text size',
                decrease: 'Smaller',
                reset: 'Reset',
                increase: 'Bigger',
              }}
              canDecrease={false}
              canIncrease
              isDefault
              onRequest={onRequest}
            />
            <ColorThemeControl
              labels={{ label: 'Colour theme', light: 'Light', dark: 'Dark' }}
              value="light"
              onValueChange={onValueChange}
            />
          </>
        }
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Smaller' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    (page.getByRole('button', { name: 'Bigger' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRequest).toHaveBeenCalledWith('increase');
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenCalledWith('dark');
    await expect
      .element(page.getByRole('button', { name: 'Light' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(page.getByRole('navigation').query()).toBeNull();
  });
});
