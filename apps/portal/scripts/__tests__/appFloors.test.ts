import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The floors' two guards (ARCHITECTURE.md "The app's floors") must fail on the arrows they exist
 * for: ESLint on an upward import as it is typed, dependency-cruiser on an upward import or a
 * cycle of folders in the resolved graph. Each is shown a deliberate breach, then the app itself.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(appRoot, '../..');
const config = createRequire(import.meta.url)(path.join(appRoot, '.dependency-cruiser.cjs')) as {
  forbidden: IFlattenedRuleSet['forbidden'];
};

async function violationsIn(baseDir: string) {
  const { output } = await cruise(
    ['src'],
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
      includeOnly: '^src/',
      tsPreCompilationDeps: true,
    },
    { extensions: ['.ts', '.tsx'] },
  );
  return (output as ICruiseResult).summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
}

/**
 * Each test reads the whole import graph (dependency-cruiser) or type-checks with ESLint: about a
 * second on a quiet machine, over 5 s (Vitest's default) in the loaded CI run of 4ed5bd8, where the
 * app's unit tests ran beside @portal/ui's browser tests and two CPU burners. A limit for a hang,
 * not a measure of speed.
 */
const WHOLE_GRAPH_TIMEOUT_MS = 60_000;

describe(
  'dependency-cruiser, on the resolved import graph',
  { timeout: WHOLE_GRAPH_TIMEOUT_MS },
  () => {
    const fixture = mkdtempSync(path.join(tmpdir(), 'portal-floors-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    function write(file: string, text: string) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), text);
    }

    it('refuses a platform module importing the shell, and two screen areas importing each other', async () => {
      write(
        'src/platform/api/client.ts',
        "import { header } from '../../shell/header/header';\nexport const client = header;\n",
      );
      write('src/shell/header/header.ts', 'export const header = 1;\n');
      write(
        'src/screens/home/home.ts',
        "import { locker } from '../locker/locker';\nexport const home = () => locker;\n",
      );
      write(
        'src/screens/locker/locker.ts',
        "import { home } from '../home/home';\nexport const locker = () => home;\n",
      );
      write(
        'src/screens/wallet/wallet.ts',
        "import { header } from '../../shell/header/header';\nexport const wallet = header;\n",
      );

      const violations = await violationsIn(fixture);

      expect(violations).toContain(
        'no-upward-import-from-platform: src/platform/api/client.ts → src/shell/header/header.ts',
      );
      expect(violations.some((line) => line.startsWith('no-folder-cycle: src/screens/'))).toBe(
        true,
      );
      // A screen using the shell is an arrow down: allowed.
      expect(violations.filter((line) => line.includes('wallet'))).toEqual([]);
    });

    it('finds no upward arrow and no cycle in the app', async () => {
      expect(await violationsIn(appRoot)).toEqual([]);
    });
  },
);

describe('ESLint, where the import is typed', { timeout: WHOLE_GRAPH_TIMEOUT_MS }, () => {
  const eslint = new ESLint({ cwd: repoRoot });

  async function floorErrorsOf(file: string, code: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(appRoot, file) });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
  }

  it('refuses an upward import in each floor', async () => {
    const upward = [
      ['src/platform/api/probe.ts', '../../shell/header/headerContent'],
      ['src/shell/header/probe.ts', '../../screens/home/homeQueries'],
      ['src/screens/home/probe.ts', '../../routes/routeTree'],
      ['src/routes/probe.ts', '../main'],
    ] as const;
    for (const [file, target] of upward) {
      const errors = await floorErrorsOf(file, `export * from '${target}';\n`);
      expect(errors, `${file} → ${target}`).toHaveLength(1);
    }
  });

  it('lets a floor import the floors below it', async () => {
    const errors = await floorErrorsOf(
      'src/screens/home/probe.ts',
      "export * from '../../platform/api/appClients';\nexport * from '../../shell/links/RouterAnchor';\n",
    );
    expect(errors).toEqual([]);
  });
});
