import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { CookieNotice } from '../CookieNotice';

describe('CookieNotice', () => {
  it('is a named region that never takes focus by itself; Space on Accept accepts', async () => {
    const onAccept = vi.fn();
    await render(
      <CookieNotice
        labels={{
          title: 'Cookies',
          message: 'We use cookies.',
          accept: 'Accept',
          privacyPolicy: 'Privacy',
        }}
        onAccept={onAccept}
      />,
    );
    await expect.element(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
    expect(page.getByRole('link', { name: 'Privacy' }).query()).toBeNull();
    (page.getByRole('button', { name: 'Accept' }).element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('reserves its own height at the end of the page and as scroll padding, and gives both back', async () => {
    const screen = await render(
      <div>
        <p>Page</p>
        <CookieNotice
          labels={{
            title: 'Cookies',
            message: 'We use cookies.',
            accept: 'Accept',
            privacyPolicy: '',
          }}
          onAccept={() => {}}
        />
      </div>,
    );
    const notice = page.getByRole('region', { name: 'Cookies' }).element();
    const spacer = screen.container.querySelector<HTMLElement>(
      '[data-slot="cookie-notice-spacer"]',
    )!;
    const height = notice.getBoundingClientRect().height;
    expect(height).toBeGreaterThan(40);
    await expect.poll(() => spacer.getBoundingClientRect().height).toBe(height);
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe(`${height}px`);
    // Fixed to the bottom of the viewport.
    expect(notice.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await screen.unmount();
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe('');
  });
});
