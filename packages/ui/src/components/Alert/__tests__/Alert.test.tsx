import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { Alert, alertRoleOf } from '../Alert';

describe('Alert', () => {
  it('takes role alert only for an announced error, status for other announced tones, none otherwise', () => {
    expect(alertRoleOf('error', true)).toBe('alert');
    for (const tone of ['info', 'success', 'warning'] as const) {
      expect(alertRoleOf(tone, true)).toBe('status');
    }
    for (const tone of ['info', 'success', 'warning', 'error'] as const) {
      expect(alertRoleOf(tone, false)).toBeUndefined();
    }
  });

  it('has no live role when it is part of the page from the start', async () => {
    await render(
      <Alert tone="error" title="Payment failed">
        Not charged
      </Alert>,
    );
    await expect.element(page.getByText('Not charged')).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
    expect(page.getByRole('status').query()).toBeNull();
  });

  it('puts an announced error in an alert region that exists before its words', async () => {
    let wordsAtCommit: string | null = 'never committed';
    function Page() {
      const [failed, setFailed] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFailed(true)}>
            Pay
          </button>
          {failed && (
            <Alert
              announce
              tone="error"
              title="Payment failed"
              ref={(node) => {
                if (node && wordsAtCommit === 'never committed') {
                  wordsAtCommit = node.querySelector('[role="alert"]')?.textContent ?? null;
                }
              }}
            >
              Not charged
            </Alert>
          )}
        </>
      );
    }
    await render(<Page />);
    await userEvent.click(page.getByRole('button', { name: 'Pay' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Payment failedNot charged');
    // At the moment the region entered the page it was empty: the words came as a change.
    expect(wordsAtCommit).toBe('');
  });

  it('announces other tones politely and keeps the action out of the spoken part', async () => {
    await render(
      <Alert announce tone="success" title="Saved" action={<button type="button">Undo</button>}>
        Draft saved
      </Alert>,
    );
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('SavedDraft saved');
    expect(status.element().textContent).not.toContain('Undo');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Undo');
  });

  it('reads the tone in words before the message, without showing them', async () => {
    await render(
      <Alert tone="warning" toneLabel="تحذير">
        تنتهي صلاحية الهوية
      </Alert>,
    );
    const hidden = page.getByText('تحذير:', { exact: false }).element();
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const description = hidden.parentElement!;
    expect(description.textContent).toBe('تحذير: تنتهي صلاحية الهوية');
  });

  it('draws its thick edge at the inline start: left in English, right in Arabic', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { unmount } = await render(
        <div dir={dir}>
          <Alert data-testid="alert">Message</Alert>
        </div>,
      );
      const style = getComputedStyle(page.getByTestId('alert').element());
      const [start, end] =
        dir === 'ltr'
          ? [style.borderLeftWidth, style.borderRightWidth]
          : [style.borderRightWidth, style.borderLeftWidth];
      expect(start).toBe('4px');
      expect(end).toBe('1px');
      await unmount();
    }
  });

  it('uses the danger text colour for an error title in both themes', async () => {
    await render(
      <>
        <Alert tone="error" title="Light" />
        <div data-theme="dark">
          <Alert tone="error" title="Dark" />
        </div>
      </>,
    );
    expect(getComputedStyle(page.getByText('Light').element()).color).toBe('rgb(178, 29, 56)');
    expect(getComputedStyle(page.getByText('Dark').element()).color).toBe('rgb(240, 96, 122)');
  });
});
