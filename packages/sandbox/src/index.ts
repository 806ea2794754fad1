/**
 * @portal/sandbox — a stateful stand-in for the portal's backend. Not imported by @portal/core or
 * @portal/ui at run time: apps, Storybook and tests reach it over HTTP or through `app.fetch`.
 * @packageDocumentation
 */
export { createSandbox, type SandboxApp, type SandboxOptions } from './createSandbox';
export { SESSION_COOKIE } from './http/sessions';
