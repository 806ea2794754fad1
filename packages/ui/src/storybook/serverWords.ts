import type { PortalLocale } from '@portal/core';

/** A server's own sentence in each page language, as a real backend answering `Accept-Language` writes it. */
export type ServerWords = Readonly<Record<PortalLocale, string>>;

/**
 * A sandbox fault (`503`, `business`…) whose message is the server's sentence in the story's
 * language. Percent-encoded: the fault travels in a request header, which carries Latin-1 only.
 * Stories refuse in their own language because core's `failureTextOf` shows a refusal only in the
 * language the call asked for: an English sentence on an Arabic story would give the fallback.
 */
export function faultSaying(fault: string, words: ServerWords, locale: PortalLocale): string {
  return encodeURIComponent(`${fault},message=${words[locale]}`);
}
