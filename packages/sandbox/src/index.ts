/**
 * @portal/sandbox — a stateful stand-in for the portal's backend. Not imported by @portal/core or
 * @portal/ui at run time: apps, Storybook and tests reach it over HTTP or through `app.fetch`.
 * @packageDocumentation
 */
export {
  createSandbox,
  SANDBOX_HEADER,
  type SandboxApp,
  type SandboxOptions,
} from './createSandbox';
export {
  FAULT_HEADER,
  FAULT_QUERY,
  MAX_FAULT_LATENCY_MS,
  parseFault,
  type Fault,
} from './http/faults';
export {
  DEFAULT_SERVED_LATENCY,
  describeLatency,
  parseLatency,
  type LatencyRange,
} from './http/latency';
export { SESSION_KINDS, type SessionKind } from './state/sessionKind';
export { CSRF_COOKIE, DEFAULT_SESSION_ID, SESSION_COOKIE, SESSION_HEADER } from './http/sessions';
export { DEFAULT_PORTAL_ORIGINS } from './http/redirectPolicy';
export { CONTROL_HEADER } from './http/controlHeader';
export { MAX_BODY_BYTES } from './http/bodySizeLimit';
export { DEMO_OTP_CODE, DEMO_PIN, DEMO_USER } from './state/identity';
export { PAYMENT_PAGE_PATH } from './routes/payment';
export { ANALYTICS_EVENTS_PATH, MAX_ANALYTICS_EVENTS } from './analytics/analyticsEvents';
