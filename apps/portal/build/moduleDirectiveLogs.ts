import type { Rolldown } from 'vite';

type OnLog = NonNullable<Rolldown.InputOptions['onLog']>;

/**
 * Drops the bundler's MODULE_LEVEL_DIRECTIVE notices: Radix and lucide-react mark their modules
 * `"use client"` for React Server Components bundlers, and the bundler says, for each of them, that a
 * bundle cannot keep the directive (over 3,500 lines of CI log per build). This app has no server
 * components: its server renderer draws the same client components, so the directive means nothing
 * here. Every other log passes through.
 */
export const withoutModuleDirectiveLogs: OnLog = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};
