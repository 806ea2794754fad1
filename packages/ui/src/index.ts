/**
 * @portal/ui — accessible, RTL-aware React components. Import the stylesheet once:
 * `import '@portal/ui/styles.css'` (and `@portal/ui/fonts.css` for the self-hosted faces).
 * Every component is a named export; bundlers keep only what a screen imports (sideEffects: css only).
 * @packageDocumentation
 */
export * from './components/Alert';
export * from './components/AlertDialog';
export * from './components/AmountInput';
export * from './components/Badge';
export * from './components/BarChart';
export * from './components/Breadcrumbs';
export * from './components/Button';
export * from './components/ButtonGroup';
export * from './components/Card';
export * from './components/Checkbox';
export * from './components/DataTable';
export * from './components/DayOfMonthPicker';
export * from './components/DescriptionList';
export * from './components/Dialog';
export * from './components/DropdownMenu';
export * from './components/EmptyState';
export * from './components/ErrorState';
export * from './components/ErrorSummary';
export * from './components/ExternalLink';
export * from './components/Field';
export * from './components/Form';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/LiveRegion';
export * from './components/NotificationBell';
export * from './components/Pagination';
export * from './components/PillGroup';
export * from './components/PinInput';
export * from './components/Popover';
export * from './components/ProgressBar';
export * from './components/RadioGroup';
export * from './components/SafeHtml';
export * from './components/SearchCombobox';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/StatusMessage';
export * from './components/StatusTag';
export * from './components/Stepper';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/TextArea';
export * from './components/TextInput';
export * from './components/Toast';
export * from './components/Tooltip';
export { UiProvider, type UiProviderProps } from './provider/UiProvider';
export { cn } from './lib/cn';
