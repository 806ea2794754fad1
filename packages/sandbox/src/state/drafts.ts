/** A saved form draft (`/api/draft/save/{a}/{b}`), keyed by the two path parts. */
export interface SavedDraft {
  /** The form's values, as the service form sent them. */
  readonly form: Record<string, unknown>;
  readonly savedAt: string;
}

/** Largest draft accepted, in bytes of JSON. Choice: the spec is silent; 256 KB fits any form. */
export const MAX_DRAFT_BYTES = 256 * 1024;

/** Key of a draft in the world: its two path parts. */
export function draftKey(a: string, b: string): string {
  return `${a}/${b}`;
}
