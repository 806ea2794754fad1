/** See buildEntries.mjs. */
export function buildEntries(root: string, patterns: readonly RegExp[]): Record<string, string>;
