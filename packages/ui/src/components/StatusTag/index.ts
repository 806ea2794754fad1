export { StatusTag, type StatusTagProps } from './StatusTag';
