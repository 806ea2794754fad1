export { Toast, type ToastAction, type ToastProps } from './Toast';
export { ToastProvider, type ToastProviderProps } from './ToastProvider';
export { useToast } from './useToast';
export type { ToastOptions, ToastQueue } from './toastQueue';
