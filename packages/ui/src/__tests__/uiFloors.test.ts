import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The package's floors (ARCHITECTURE.md, @portal/ui) must fail on the arrows they exist for: a
 * component importing a composition, and one composition area importing another. The config is
 * shown a deliberate breach in a temporary fixture, then the package itself.
 */
const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = createRequire(import.meta.url)(path.join(uiRoot, '.dependency-cruiser.cjs')) as {
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

describe('dependency-cruiser, on the resolved import graph of @portal/ui', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'portal-ui-floors-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  function write(file: string, text: string) {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  }

  it('refuses a cross-area import, a component importing a composition and a composition calling its view model', async () => {
    write('src/components/Button/Button.ts', 'export const Button = 1;\n');
    write('src/lib/cn.ts', 'export const cn = 1;\n');
    write(
      'src/components/Badge/Badge.ts',
      "import { Widget } from '../../compositions/locker/Widget/Widget';\nexport const Badge = Widget;\n",
    );
    write('src/compositions/locker/Widget/Widget.ts', 'export const Widget = 1;\n');
    write(
      'src/compositions/home/Sections/Sections.ts',
      "import { Widget } from '../../locker/Widget/Widget';\nexport const Sections = Widget;\n",
    );
    write(
      'src/compositions/wallet/List/List.ts',
      "import { Button } from '../../../components/Button/Button';\nimport { cn } from '../../../lib/cn';\nimport { labels } from '../labels';\nexport const List = [Button, cn, labels];\n",
    );
    write('src/compositions/wallet/labels.ts', 'export const labels = 1;\n');
    // A view model serves its composition's stories; the composition itself never calls it.
    write(
      'src/compositions/locker/views/widget.ts',
      "import { Widget } from '../Widget/Widget';\nexport const widgetOf = () => Widget;\n",
    );
    write(
      'src/compositions/locker/Widget/Widget.stories.ts',
      "import { widgetOf } from '../views/widget';\nexport const Story = widgetOf;\n",
    );
    write(
      'src/compositions/locker/Widget/WidgetPanel.ts',
      "import { widgetOf } from '../views/widget';\nexport const WidgetPanel = widgetOf;\n",
    );

    const violations = await violationsIn(fixture);

    expect(violations).toContain(
      'composition-area-uses-components-and-its-own-area: src/compositions/home/Sections/Sections.ts → src/compositions/locker/Widget/Widget.ts',
    );
    expect(violations).toContain(
      'no-composition-in-components: src/components/Badge/Badge.ts → src/compositions/locker/Widget/Widget.ts',
    );
    expect(violations).toContain(
      'composition-takes-props-not-view-models: src/compositions/locker/Widget/WidgetPanel.ts → src/compositions/locker/views/widget.ts',
    );
    expect(violations.filter((line) => line.includes('Widget.stories'))).toEqual([]);
    // An area using components, lib and its own files is allowed.
    expect(violations.filter((line) => line.includes('wallet'))).toEqual([]);
  });

  it('finds no forbidden arrow in the package', async () => {
    expect(await violationsIn(uiRoot)).toEqual([]);
  });
});
