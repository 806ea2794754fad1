export { Switch, type SwitchProps, type SwitchStateText } from './Switch';
