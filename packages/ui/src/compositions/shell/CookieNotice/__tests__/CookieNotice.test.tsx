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

  it('sits in the page’s flow, so it covers nothing under it', async () => {
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
    expect(getComputedStyle(notice).position).toBe('static');
    const text = screen.container.querySelector('p')!.getBoundingClientRect();
    expect(notice.getBoundingClientRect().top).toBeGreaterThanOrEqual(text.bottom);
  });
});
