/// <reference types="node" />
import ts from 'typescript';

/**
 * One TypeScript program over the given entry files (each folder's `index.ts`), compiled with the
 * package's own `tsconfig.json`, so props read from it are the types consumers see. Build it once
 * and read every folder from it: a program per folder would parse React's and the DOM's types
 * a hundred times.
 */
export function createPropsProgram(
  tsconfigPath: string,
  entryFiles: readonly string[],
): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`Cannot read ${tsconfigPath}`);
  return ts.createProgram({
    rootNames: entryFiles,
    options: {
      ...config.options,
      // The package's ambient types (Vite's client, Vitest's browser) declare no component's props;
      // leaving them out spares parsing some 200 files (Playwright's types alone are 2 MB).
      types: [],
      noEmit: true,
    },
  });
}
