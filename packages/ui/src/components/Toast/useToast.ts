import { useContext } from 'react';
import { ToastQueueContext, type ToastQueue } from './toastQueue';

/**
 * Shows and dismisses toasts from anywhere under a `ToastProvider`:
 * `const { showToast } = useToast(); showToast({ tone: 'success', title, closeLabel })`.
 */
export function useToast(): ToastQueue {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return queue;
}
