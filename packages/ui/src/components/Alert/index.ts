export { Alert, alertRoleOf, type AlertProps } from './Alert';
export type { FeedbackTone } from './feedbackTone';
