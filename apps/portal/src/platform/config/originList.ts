/** The build settings that list trusted sites (`trustedOrigins.ts`; docs/server.md "Build settings"). */
export const TRUSTED_ORIGIN_SETTINGS = [
  'VITE_PORTAL_SERVICE_ORIGINS',
  'VITE_PORTAL_MEETING_ORIGINS',
  'VITE_PORTAL_FOOTER_ORIGINS',
] as const;

/**
 * Reads a deployment's list of trusted sites (`https://a.example, https://b.example`): each entry
 * must be an https origin exactly (no path, no trailing slash), since core's `safeUrl` compares
 * origins exactly. `undefined` when the setting is unset or blank, so the caller keeps its default.
 * @throws {Error} naming the setting and the entry, for an entry that is not an https origin: a
 *   misspelt setting fails the build rather than silently trusting nothing (or the wrong site).
 */
export function originListOf(
  text: string | undefined,
  setting: string,
): readonly string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (url?.protocol !== 'https:' || url.origin !== entry)
        throw new Error(`${setting}: "${entry}" is not an https origin (https://host[:port])`);
      return entry;
    });
}
