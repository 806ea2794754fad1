import { STATUS_MESSAGE_TIMEOUT_MS } from '@portal/core';
import { Direction, Toast as ToastPrimitive } from 'radix-ui';
import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Toast } from './Toast';
import {
  ToastQueueContext,
  type QueuedToast,
  type ToastOptions,
  type ToastQueue,
} from './toastQueue';
import { useComponentWords } from '../../provider/componentWords';

export interface ToastProviderProps {
  /**
   * Translated word said before each toast's text, so a screen-reader user knows where it came
   * from ("Notification", "إشعار"). Default: the `UiProvider`'s word (Radix's own is English only).
   */
  readonly label?: string;
  /**
   * Translated name of the toast area, a landmark reached with the hotkey; `{hotkey}` is replaced
   * by it ("Notifications ({hotkey})", "الإشعارات ({hotkey})"). Default: the `UiProvider`'s words.
   */
  readonly viewportLabel?: string;
  /** Milliseconds a toast stays unless it says otherwise: the spec's 6 seconds by default. */
  readonly duration?: number;
  /** Keys that move focus to the toasts: F8 by default. */
  readonly hotkey?: string[];
  /** Classes for the toast area (say, to lift it above a sticky footer). */
  readonly viewportClassName?: string;
  readonly children?: ReactNode;
}

/**
 * Where toasts live: wraps the app (inside `UiProvider`), renders the toast area at the bottom of
 * the inline end (right in English, left in Arabic) and gives `useToast()` its queue. Toasts swipe
 * away towards that same edge.
 */
export function ToastProvider({
  label,
  viewportLabel,
  duration = STATUS_MESSAGE_TIMEOUT_MS,
  hotkey,
  viewportClassName,
  children,
}: ToastProviderProps) {
  const words = useComponentWords();
  const direction = Direction.useDirection();
  const [toasts, setToasts] = useState<readonly QueuedToast[]>([]);
  const idPrefix = useId();
  const counter = useRef(0);

  const dismissToast = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const showToast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const serial = counter.current;
      const id = options.id ?? `${idPrefix}toast-${serial}`;
      setToasts((current) => [
        ...current.filter((toast) => toast.id !== id),
        { ...options, id, serial },
      ]);
      return id;
    },
    [idPrefix],
  );

  const queue = useMemo<ToastQueue>(() => ({ showToast, dismissToast }), [showToast, dismissToast]);

  return (
    <ToastPrimitive.Provider
      label={label ?? words.toast}
      duration={duration}
      swipeDirection={direction === 'rtl' ? 'left' : 'right'}
    >
      <ToastQueueContext.Provider value={queue}>
        {children}
        {toasts.map(({ id, serial, description, ...options }) => (
          <Toast key={serial} {...options} open onOpenChange={(open) => !open && dismissToast(id)}>
            {description}
          </Toast>
        ))}
      </ToastQueueContext.Provider>
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label={viewportLabel ?? words.toastRegion}
        hotkey={hotkey}
        className={cn(
          'fixed bottom-0 end-0 z-50 m-0 flex max-h-screen w-full max-w-sm list-none flex-col gap-3 overflow-y-auto p-4',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
          viewportClassName,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
