/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One component folder's docs file, read as JSON, and the folder's entry file. */
export interface ComponentDocsFile {
  /** The folder's name, which is its main component's (`Tabs`). */
  readonly folderName: string;
  /** `src/components/Tabs/Tabs.docs.json`, relative to the package, for messages. */
  readonly docsPath: string;
  readonly indexFile: string;
  readonly json: unknown;
}

/**
 * Every component folder of the package (ARCHITECTURE.md: primitives in `src/components/<Name>/`,
 * compositions in `src/compositions/<area>/<Name>/`) and its `<Name>.docs.json`. A folder without
 * its docs file is listed too (`json` undefined), so that a check can say it is missing.
 */
export function listComponentDocs(packageRoot: string): ComponentDocsFile[] {
  const src = path.join(packageRoot, 'src');
  const components = subfolders(path.join(src, 'components'));
  // An area's `views/` holds its view models (ARCHITECTURE.md, View models), not a component.
  const compositions = subfolders(path.join(src, 'compositions'))
    .flatMap(subfolders)
    .filter((folder) => path.basename(folder) !== 'views');
  return [...components, ...compositions].map((folder) => {
    const folderName = path.basename(folder);
    const docsFile = path.join(folder, `${folderName}.docs.json`);
    return {
      folderName,
      docsPath: path.relative(packageRoot, docsFile),
      indexFile: path.join(folder, 'index.ts'),
      json: existsSync(docsFile) ? JSON.parse(readFileSync(docsFile, 'utf8')) : undefined,
    };
  });
}

/** The folders directly inside `folder`, except `__tests__` and the like. */
function subfolders(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}
