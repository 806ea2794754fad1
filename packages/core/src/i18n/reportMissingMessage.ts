/** Why a message was not found in the reader's own catalogue. */
export type MissingMessageReason =
  /** The locale's catalogue lacks the key; the English text is shown. */
  | 'missing'
  /** Not even English has the key; the key itself is shown. */
  | 'missing-in-english'
  /** The key's namespace was not loaded before use; the key itself is shown. */
  | 'not-loaded'
  /** The key's first segment routes to no namespace; the key itself is shown. */
  | 'unknown-key';

export interface MissingMessage {
  readonly key: string;
  readonly locale: string;
  readonly reason: MissingMessageReason;
}

function isDevelopment(): boolean {
  // Bundlers replace `process.env.NODE_ENV` at build time; in a browser without a bundler the name
  // does not exist, which we read as production rather than warn in users' consoles.
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

const reported = new Set<string>();

/**
 * The default report of a missing message (issue 7: "a missing key falls back to English and is
 * reported in development"): one console warning per key and locale, and nothing in production.
 * Never throws: a malformed report (not an object, fields that cannot become text) is dropped.
 */
export function reportMissingMessage(missing: MissingMessage): void {
  if (!isDevelopment()) return;
  // A report must never break the render that asked for the text: a malformed one (not an object,
  // fields that cannot become text) is dropped.
  try {
    const { key, locale, reason } = missing;
    const id = `${locale}\u0000${key}`;
    if (reported.has(id)) return;
    reported.add(id);
    console.warn(`[@portal/core i18n] ${reason}: "${key}" in ${locale}`);
  } catch {
    // Nothing to report.
  }
}
