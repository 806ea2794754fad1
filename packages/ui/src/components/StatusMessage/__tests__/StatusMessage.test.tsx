import { STATUS_MESSAGE_TIMEOUT_MS } from '@portal/core';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { StatusMessage } from '../StatusMessage';

/** Lets the region's first frame pass, then moves the fake clock. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Lets the live region's first frame pass and React render what it set. */
async function nextFrame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('StatusMessage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears after the spec’s 6 seconds by default, not before, and calls onClear once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClear = vi.fn();
    await render(<StatusMessage message="Draft discarded" onClear={onClear} />);
    await nextFrame();
    const region = page.getByRole('status');
    // No expect.element under a fake clock: its polling advances the fake timers.
    expect(region.element().textContent).toBe('Draft discarded');

    await advance(STATUS_MESSAGE_TIMEOUT_MS - 1);
    expect(region.element().textContent).toBe('Draft discarded');
    expect(onClear).not.toHaveBeenCalled();

    await advance(1);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(region.element().textContent).toBe('');
    expect(STATUS_MESSAGE_TIMEOUT_MS).toBe(6_000);
  });

  it('takes its time from the timeout prop', async () => {
    // A fake clock: on a loaded machine a real 300 ms can pass before the first look at the region.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClear = vi.fn();
    await render(<StatusMessage message="Saved" timeout={300} onClear={onClear} />);
    await nextFrame();
    const region = page.getByRole('status');
    expect(region.element().textContent).toBe('Saved');
    await advance(299);
    expect(onClear).not.toHaveBeenCalled();
    await advance(1);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(region.element().textContent).toBe('');
  });

  it('never clears with an infinite timeout (setTimeout would fire at once)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClear = vi.fn();
    await render(<StatusMessage message="Kept" timeout={Infinity} onClear={onClear} />);
    await nextFrame();
    await advance(10 * 60_000);
    expect(onClear).not.toHaveBeenCalled();
    expect(page.getByRole('status').element().textContent).toBe('Kept');
  });

  it('starts the time again for a new message and ignores a new onClear function', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClear = vi.fn();
    const { rerender } = await render(
      <StatusMessage message="First" timeout={1000} onClear={() => onClear('first')} />,
    );
    await nextFrame();
    await advance(800);
    await rerender(
      <StatusMessage message="First" timeout={1000} onClear={() => onClear('renamed')} />,
    );
    await advance(100);
    await rerender(
      <StatusMessage message="Second" timeout={1000} onClear={() => onClear('second')} />,
    );
    await advance(900);
    expect(onClear).not.toHaveBeenCalled();
    await nextFrame();
    expect(page.getByRole('status').element().textContent).toBe('Second');
    await advance(100);
    expect(onClear).toHaveBeenCalledExactlyOnceWith('second');
  });

  it('shows and announces the same words again on a second attempt', async () => {
    function Discard() {
      const [message, setMessage] = useState<string>();
      return (
        <>
          <button type="button" onClick={() => setMessage('Could not discard')}>
            Discard
          </button>
          <StatusMessage
            message={message}
            tone="error"
            timeout={100}
            onClear={() => setMessage(undefined)}
          />
        </>
      );
    }
    // A fake clock: with a real 100 ms the message could come and go between two looks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(<Discard />);
    const region = page.getByRole('status');
    const button = page.getByRole('button', { name: 'Discard' });
    await userEvent.click(button);
    await nextFrame();
    expect(region.element().textContent).toBe('Could not discard');
    await advance(100);
    expect(region.element().textContent).toBe('');
    await userEvent.click(button);
    await nextFrame();
    expect(region.element().textContent).toBe('Could not discard');
  });

  it('is a polite region in the page before the first message', async () => {
    const { rerender } = await render(<StatusMessage message={undefined} onClear={() => {}} />);
    const region = page.getByRole('status');
    expect(region.element().getAttribute('aria-live')).toBe('polite');
    const before = region.element();
    await rerender(<StatusMessage message="Saved" toneLabel="Success" onClear={() => {}} />);
    await expect.element(region).toHaveTextContent('Success: Saved');
    expect(region.element()).toBe(before);
  });
});
