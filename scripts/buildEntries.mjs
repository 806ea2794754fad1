import { readdirSync } from 'node:fs';
import { sep } from 'node:path';

/**
 * A package's build entries (tsup `entry`): the files under `src/` matching any of `patterns`, in
 * one fixed order, each under its output name (`src/` and the extension taken off:
 * `components/Button/index`). Given globs, tsup lists the entries in the order an asynchronous
 * directory walk finds them, and esbuild's shared chunks follow the order of the entries (which
 * chunk imports which first, hence their names and contents): two builds of the same sources
 * differed, and downstream the app's route sizes moved by up to 0.2 kB from one clean build to the
 * next, enough to fail a size budget by chance. An object of entries is passed on as it is.
 *
 * @param {string} root the package folder (the tsup config's own)
 * @param {readonly RegExp[]} patterns matched against `src/…` paths written with `/`
 * @returns {Record<string, string>}
 */
export function buildEntries(root, patterns) {
  const files = readdirSync(`${root}/src`, { recursive: true, encoding: 'utf8' })
    .map((path) => `src/${path.split(sep).join('/')}`)
    .filter((path) => patterns.some((pattern) => pattern.test(path)))
    .sort();
  return Object.fromEntries(
    files.map((path) => [path.slice('src/'.length).replace(/\.[^./]+$/, ''), `${root}/${path}`]),
  );
}
