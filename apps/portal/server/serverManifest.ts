/**
 * What the build tells the production server about itself (`build/serverArtifacts.ts` writes it;
 * `createPortalServer` reads it): kept in the server folder beside the site's files
 * (`serverDirOf(outDir)`), never among the files the site serves.
 */
export interface ServerManifest {
  /**
   * Names this build (a hash of its pages): the rendered-page cache is keyed by it, so a deploy
   * never answers with a page drawn for the build before.
   */
  readonly buildId: string;
  /**
   * The CSP sources (`'sha256-…'`) of every inline script of every built page: the only inline
   * scripts the Content-Security-Policy lets run (pages rendered when asked for are drawn in the
   * same template, so they carry the same scripts).
   */
  readonly scriptHashes: readonly string[];
}

/** The manifest's file name in the server folder. */
export const SERVER_MANIFEST = 'portal-server.json';

/** The production server's entry in the server folder (`node <serverDir>/server.js`). */
export const SERVER_ENTRY = 'server.js';

/** The app's server renderer in the server folder (`src/prerender.tsx` built for Node). */
export const RENDERER_ENTRY = 'prerender.js';

/** Where the build's source maps are kept: beside the served folder, for an error tracker's upload. */
export function sourceMapDirOf(outDir: string): string {
  return `${outDir}-sourcemaps`;
}

export function isServerManifest(value: unknown): value is ServerManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { buildId, scriptHashes } = value as Record<string, unknown>;
  return (
    typeof buildId === 'string' &&
    buildId !== '' &&
    Array.isArray(scriptHashes) &&
    scriptHashes.every(
      (hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash),
    )
  );
}
