import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Toast } from '../Toast';
import { ToastProvider } from '../ToastProvider';
import type { ToastOptions } from '../toastQueue';
import { useToast } from '../useToast';

function Providers({
  dir = 'ltr',
  duration,
  children,
}: {
  dir?: 'ltr' | 'rtl';
  duration?: number;
  children: ReactNode;
}) {
  return (
    <UiProvider dir={dir}>
      <div dir={dir}>
        <ToastProvider
          label="Notification"
          viewportLabel="Notifications ({hotkey})"
          duration={duration}
        >
          {children}
        </ToastProvider>
      </div>
    </UiProvider>
  );
}

function ShowButton({ options }: { options: ToastOptions }) {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast(options)}>
      Show
    </button>
  );
}

function announcementOf(text: string) {
  return [...document.querySelectorAll('[role="status"]')].find((region) =>
    region.textContent?.includes(text),
  );
}

const viewport = () => page.getByRole('region', { name: 'Notifications (F8)' });

/** The toast (an `li` in the toast area) holding this text, if shown. */
function inViewport(text: string) {
  return [...document.querySelectorAll('[data-slot="toast-viewport"] li')].find((toast) =>
    toast.textContent?.includes(text),
  );
}

describe('Toast', () => {
  it('shows a toast from useToast with its words and a close button named by closeLabel', async () => {
    await render(
      <Providers>
        <ShowButton
          options={{
            title: 'Draft saved',
            description: 'In My locker',
            closeLabel: 'Close',
            duration: Infinity,
          }}
        />
      </Providers>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Show' }));
    await expect.element(page.getByText('Draft saved')).toBeVisible();
    await expect.element(page.getByText('In My locker')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.element(page.getByText('Draft saved')).not.toBeInTheDocument();
  });

  it.each([
    ['polite', 'polite'],
    ['assertive', 'assertive'],
  ] as const)(
    'announces a %s toast with aria-live %s, prefixed by the label',
    async (politeness, live) => {
      await render(
        <Providers>
          <ShowButton
            options={{
              title: `Saved ${politeness}`,
              politeness,
              closeLabel: 'Close',
              duration: Infinity,
            }}
          />
        </Providers>,
      );
      await userEvent.click(page.getByRole('button', { name: 'Show' }));
      await expect
        .poll(() => announcementOf(`Saved ${politeness}`)?.textContent)
        .toContain('Notification');
      expect(announcementOf(`Saved ${politeness}`)?.getAttribute('aria-live')).toBe(live);
      // The close button's name is not read as part of the message.
      expect(announcementOf(`Saved ${politeness}`)?.textContent).not.toContain('Close');
    },
  );

  it.each([
    ['ltr', 'right'],
    ['rtl', 'left'],
  ] as const)(
    'puts the toast area at the inline end in %s (%s) and swipes towards it',
    async (dir, side) => {
      await render(
        <Providers dir={dir}>
          <ShowButton options={{ title: 'Saved', closeLabel: 'Close', duration: Infinity }} />
        </Providers>,
      );
      await userEvent.click(page.getByRole('button', { name: 'Show' }));
      await expect.element(page.getByText('Saved')).toBeVisible();
      const list = viewport().element().querySelector('[data-slot="toast-viewport"]')!;
      const box = list.getBoundingClientRect();
      if (side === 'right') expect(box.right).toBe(window.innerWidth);
      else expect(box.left).toBe(0);
      const toast = page.getByText('Saved').element().closest('li')!;
      expect(toast.getAttribute('data-swipe-direction')).toBe(side);
    },
  );

  it('closes by itself after its duration', async () => {
    await render(
      <Providers duration={1000}>
        <ShowButton options={{ title: 'Short', closeLabel: 'Close' }} />
      </Providers>,
    );
    // Read before the click: the toast's timer starts after it, so at least the whole duration must
    // pass from here however long the click itself takes on a loaded machine.
    const beforeShown = performance.now();
    await userEvent.click(page.getByRole('button', { name: 'Show' }));
    expect(inViewport('Short')).toBeDefined();
    await expect.poll(() => inViewport('Short'), { timeout: 5000 }).toBeUndefined();
    expect(performance.now() - beforeShown).toBeGreaterThanOrEqual(1000);
  });

  it('is reached with F8 and Tab, and closed with Escape, returning nothing to the page', async () => {
    const onAction = vi.fn();
    await render(
      <Providers>
        <ShowButton
          options={{
            title: 'Payment failed',
            closeLabel: 'Close',
            duration: Infinity,
            action: { label: 'Retry', altText: 'Retry from payments', onClick: onAction },
          }}
        />
      </Providers>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Show' }));
    await expect.element(page.getByText('Payment failed')).toBeVisible();
    await userEvent.keyboard('{F8}');
    expect(document.activeElement?.getAttribute('data-slot')).toBe('toast-viewport');
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('data-slot')).toBe('toast');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Retry');
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('Payment failed')).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();
  });

  it('runs the action with Enter and closes', async () => {
    const onAction = vi.fn();
    await render(
      <Providers>
        <ShowButton
          options={{
            title: 'Discarded',
            closeLabel: 'Close',
            duration: Infinity,
            action: { label: 'Undo', altText: 'Undo from drafts', onClick: onAction },
          }}
        />
      </Providers>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Show' }));
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect.element(undo).toBeVisible();
    (undo.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Discarded')).not.toBeInTheDocument();
  });

  it('is controlled by open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reopen
          </button>
          <Toast
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
            title="Controlled"
            closeLabel="Close"
            duration={Infinity}
          />
        </>
      );
    }
    await render(
      <Providers>
        <Controlled />
      </Providers>,
    );
    await expect.element(page.getByText('Controlled')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByText('Controlled')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Reopen' }));
    await expect.element(page.getByText('Controlled')).toBeVisible();
  });

  it('replaces a toast shown again with the same id, and dismisses by id', async () => {
    function Queue() {
      const { showToast, dismissToast } = useToast();
      return (
        <>
          <button
            type="button"
            onClick={() =>
              showToast({ id: 'x', title: 'First', closeLabel: 'Close', duration: Infinity })
            }
          >
            One
          </button>
          <button
            type="button"
            onClick={() =>
              showToast({ id: 'x', title: 'Second', closeLabel: 'Close', duration: Infinity })
            }
          >
            Two
          </button>
          <button type="button" onClick={() => dismissToast('x')}>
            Dismiss
          </button>
        </>
      );
    }
    await render(
      <Providers>
        <Queue />
      </Providers>,
    );
    await userEvent.click(page.getByRole('button', { name: 'One' }));
    await userEvent.click(page.getByRole('button', { name: 'Two' }));
    await expect.poll(() => inViewport('Second')).toBeDefined();
    expect(inViewport('First')).toBeUndefined();
    // The replacement is announced as a new toast.
    await expect.poll(() => announcementOf('Second')?.textContent).toContain('Notification');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await expect.poll(() => inViewport('Second')).toBeUndefined();
  });

  it('refuses to run outside a ToastProvider', async () => {
    function Orphan() {
      useToast();
      return null;
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(render(<Orphan />)).rejects.toThrow('inside a <ToastProvider>');
    error.mockRestore();
  });
});
