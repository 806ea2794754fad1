export {
  SessionSettings,
  type SessionSettingsProps,
  type SessionSettingsSection,
} from './SessionSettings';
