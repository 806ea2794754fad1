export { StatusMessage, type StatusMessageProps } from './StatusMessage';
