import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { MiniAppDialog, type MiniAppDialogProps } from '../MiniAppDialog';

const LABELS: MiniAppDialogProps['labels'] = {
  title: 'Download the app',
  close: 'Close',
  loading: 'Loading the app details',
  errorTitle: 'We couldn’t load this app',
  errorDescription: 'Check your connection and try again.',
  retry: 'Try again',
  storeBadge: (store) => `Download from ${store}`,
};

describe('MiniAppDialog', () => {
  it('shows the app and its store badges in rows of two; Close asks to close', async () => {
    const onOpenChange = vi.fn();
    render(
      <MiniAppDialog
        open
        onOpenChange={onOpenChange}
        labels={LABELS}
        state={{
          status: 'ready',
          title: 'Get the app',
          description: 'Only in the app.',
          appName: 'Portal',
          storeRows: [
            [
              { name: 'App Store', href: 'https://apps.example/a' },
              { name: 'Google Play', href: 'https://apps.example/g' },
            ],
            [{ name: 'AppGallery', href: 'https://apps.example/h' }],
          ],
        }}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Get the app' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByRole('link', { name: 'Download from Google Play' }))
      .toHaveAttribute('href', 'https://apps.example/g');
    expect(dialog.getByRole('link').elements()).toHaveLength(3);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('names the error and retries with Try again', async () => {
    const onRetry = vi.fn();
    render(<MiniAppDialog open labels={LABELS} state={{ status: 'error', onRetry }} />);
    await expect
      .element(page.getByRole('dialog', { name: 'We couldn’t load this app' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
  });
});
