import { createContext, type ReactNode } from 'react';
import type { ToastProps } from './Toast';

/** What `showToast` takes: a toast's props without its open state, the message as `description`. */
export interface ToastOptions extends Omit<
  ToastProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'children' | 'ref'
> {
  /** The message. */
  readonly description?: ReactNode;
  /** Your own id, to dismiss it later or replace a toast with the same id. Generated if omitted. */
  readonly id?: string;
}

/** A toast in the provider's queue. */
export interface QueuedToast extends ToastOptions {
  readonly id: string;
  /**
   * Unique per `showToast` call: the React key. A replacement with the same id is a new element,
   * so Radix announces it (it reads a toast's words once, when it mounts).
   */
  readonly serial: number;
}

/** What `useToast()` returns. */
export interface ToastQueue {
  /** Shows a toast and returns its id. A toast with the id of one still shown replaces it. */
  readonly showToast: (options: ToastOptions) => string;
  /** Closes the toast with this id, if it is still shown. */
  readonly dismissToast: (id: string) => void;
}

export const ToastQueueContext = createContext<ToastQueue | null>(null);
