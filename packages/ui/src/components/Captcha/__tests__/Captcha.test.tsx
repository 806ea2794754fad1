import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Captcha, type CaptchaControls } from '../Captcha';
import { fakeCaptcha } from '../fakeCaptchaProvider';

describe('Captcha', () => {
  it('renders the provider with the nearest lang and theme, and forwards its token', async () => {
    const fake = fakeCaptcha();
    const onToken = vi.fn();
    await render(
      <div lang="ar-AE" data-theme="dark">
        <Captcha
          provider={fake.provider}
          label="التحقق الأمني"
          onToken={onToken}
          onExpired={vi.fn()}
        />
      </div>,
    );
    await expect.element(page.getByRole('group', { name: 'التحقق الأمني' })).toBeVisible();
    expect(fake.renders).toHaveLength(1);
    expect(fake.latest()).toMatchObject({ lang: 'ar-AE', theme: 'dark' });
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    expect(onToken).toHaveBeenCalledWith('fake-token', expect.any(Date));
  });

  it('draws the widget again when the language changes, dropping the token it gave', async () => {
    const fake = fakeCaptcha();
    const onExpired = vi.fn();
    const screen = await render(
      <div lang="en" data-theme="light" data-testid="page">
        <Captcha
          provider={fake.provider}
          label="Security check"
          onToken={vi.fn()}
          onExpired={onExpired}
        />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    screen.getByTestId('page').element().setAttribute('lang', 'ar-AE');
    await vi.waitFor(() => expect(fake.renders).toHaveLength(2));
    expect(fake.latest().lang).toBe('ar-AE');
    expect(fake.counts.destroys).toBe(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('resets through controlRef, and destroys the widget on unmount', async () => {
    const fake = fakeCaptcha();
    const controls = createRef<CaptchaControls>();
    const screen = await render(
      <Captcha
        provider={fake.provider}
        label="Security check"
        controlRef={controls}
        onToken={vi.fn()}
        onExpired={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Pass the check' })).toBeVisible();
    controls.current?.reset();
    expect(fake.counts.resets).toBe(1);
    await screen.unmount();
    expect(fake.counts.destroys).toBe(1);
  });

  it('forwards the provider’s error, and the group takes focus for an error summary link', async () => {
    const fake = fakeCaptcha();
    const onError = vi.fn();
    await render(
      <Captcha
        id="captcha-field"
        provider={fake.provider}
        label="Security check"
        onToken={vi.fn()}
        onExpired={vi.fn()}
        onError={onError}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Pass the check' })).toBeVisible();
    fake.latest().onError('The check could not be completed.');
    expect(onError).toHaveBeenCalledWith('The check could not be completed.');
    document.getElementById('captcha-field')?.focus();
    await expect.element(page.getByRole('group', { name: 'Security check' })).toHaveFocus();
  });
});
