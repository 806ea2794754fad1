import { STATUS_MESSAGE_TIMEOUT_MS } from '@portal/core';
import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { feedbackToneClasses, feedbackToneIcon, type FeedbackTone } from '../Alert/feedbackTone';
import { useLiveRegionReady } from '../LiveRegion/useLiveRegionReady';

export interface StatusMessageProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'role'
> {
  /**
   * The translated message, or `undefined` for none ("Draft discarded", "تم حذف المسودة"). Each new
   * message is shown, announced politely and cleared after `timeout`.
   */
  readonly message: string | undefined;
  /** success, error, info (default) or warning: colour and icon shape. */
  readonly tone?: FeedbackTone;
  /** Translated name of the tone, read before the message and not shown ("Error"). */
  readonly toneLabel?: string;
  /**
   * Milliseconds the message stays: the spec's 6 seconds by default (spec 000 §2, §4,
   * `STATUS_MESSAGE_TIMEOUT_MS`). `Infinity` keeps it until the caller removes it. Tests pass a
   * short one or use fake timers.
   */
  readonly timeout?: number;
  /**
   * Called once when the message has cleared itself. Set your message back to `undefined` here, so
   * the same words can be shown again by the next attempt.
   */
  readonly onClear: () => void;
}

/**
 * A short-lived result line: "loading, then success or failure; the message clears after 6
 * seconds" (spec 000 §4, discarding a draft). The polite region is always in the page, so every new
 * message is announced; the message hides itself after `timeout` and tells the caller through
 * `onClear`.
 */
export function StatusMessage({
  message,
  tone = 'info',
  toneLabel,
  timeout = STATUS_MESSAGE_TIMEOUT_MS,
  onClear,
  className,
  ...props
}: StatusMessageProps) {
  const ready = useLiveRegionReady();
  // Whether the current message has timed out. Reset whenever the message changes (React's
  // "adjust state when a prop changes" pattern), so a new message is never born expired.
  const [expiry, setExpiry] = useState({ message, expired: false });
  if (expiry.message !== message) setExpiry({ message, expired: false });

  // The latest onClear, without restarting the timer when the caller passes a new function.
  const onClearRef = useRef(onClear);
  useEffect(() => {
    onClearRef.current = onClear;
  });

  useEffect(() => {
    // setTimeout treats Infinity (and anything above 2^31 - 1 ms) as 0: never schedule those.
    if (!message || !Number.isFinite(timeout)) return;
    const timer = setTimeout(() => {
      setExpiry({ message, expired: true });
      onClearRef.current();
    }, timeout);
    return () => clearTimeout(timer);
  }, [message, timeout]);

  const shown = ready && message && !(expiry.message === message && expiry.expired);
  const Icon = feedbackToneIcon[tone];
  const colours = feedbackToneClasses[tone];
  return (
    <div
      data-slot="status-message"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={className}
      {...props}
    >
      {shown ? (
        <p
          data-tone={tone}
          className={cn(
            'inline-flex max-w-full items-start gap-2 rounded-control border px-3 py-2 text-body text-ink',
            colours.surface,
            colours.edge,
          )}
        >
          <Icon
            aria-hidden="true"
            focusable="false"
            className={cn('mt-0.5 size-5 shrink-0', colours.strong)}
          />
          <span className="min-w-0 wrap-break-word">
            {toneLabel && <span className="sr-only">{toneLabel}: </span>}
            {message}
          </span>
        </p>
      ) : null}
    </div>
  );
}
