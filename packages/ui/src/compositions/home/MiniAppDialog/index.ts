export {
  MiniAppDialog,
  type MiniAppDialogLabels,
  type MiniAppDialogProps,
  type MiniAppDialogState,
  type MiniAppStore,
} from './MiniAppDialog';
