import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Takes the `//# sourceMappingURL=` comments out of a package's built .js files (tsup's `onSuccess`
 * in core and sandbox; ui's finishDist.mjs does the same for ui). The maps are not in the tarballs
 * (`files` leaves out `*.map`: they point at `src/`, which is not shipped either), and a comment
 * naming a missing file is not harmless: a bundler or a loader that follows it warns or fails
 * (React's RSC loader fails with ENOENT). The .map files stay in dist/ for whoever debugs the
 * package in this repository, where the sources are.
 *
 * @param {string} dist the folder to clean (every .js file under it)
 * @returns {number} how many files changed
 */
export function dropSourceMapComments(dist) {
  let changed = 0;
  for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dist, name);
    const code = readFileSync(file, 'utf8');
    const cleaned = code.replace(/^\/\/# sourceMappingURL=\S+\n?/gm, '').replace(/\n+$/, '\n');
    if (cleaned !== code) {
      writeFileSync(file, cleaned);
      changed += 1;
    }
  }
  return changed;
}
