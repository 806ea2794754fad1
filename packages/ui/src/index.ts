/**
 * @portal/ui — accessible, RTL-aware React components. Import the stylesheet once:
 * `import '@portal/ui/styles.css'` (and `@portal/ui/fonts.css` for the self-hosted faces).
 * @packageDocumentation
 */
export { Button, buttonVariants, type ButtonProps } from './components/Button';
export { NotificationBell, type NotificationBellProps } from './components/NotificationBell';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
export { cn } from './lib/cn';
