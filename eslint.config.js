// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import betterTailwind from 'eslint-plugin-better-tailwindcss';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The query-key selectors of the app's `no-restricted-syntax` (one way to write a query). */
const QUERY_KEY_SYNTAX = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: 'Name a query with portalQuery or portalQueryKey (src/platform/api/portalQuery.ts).',
  },
  {
    selector:
      "ImportDeclaration[source.value='@portal/core/query'] ImportSpecifier[imported.name='queryKeyOf']",
    message: 'Name a query with portalQuery or portalQueryKey (src/platform/api/portalQuery.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.turbo/**',
      // Test reports and the builds the Lighthouse harness makes (the baseline page), gitignored.
      '**/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // core is framework-free and sits at the bottom: it never imports React, the DOM-only packages
    // above it, or the sandbox.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: '@portal/core never imports React.',
            },
            {
              group: ['@portal/ui', '@portal/ui/*', '@portal/sandbox', '@portal/sandbox/*'],
              message: 'Dependencies point one way: ui → core, sandbox → core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/sandbox', '@portal/sandbox/*'],
              message: 'ui never imports the sandbox at run time.',
            },
          ],
        },
      ],
    },
  },
  ...appFloorRules(),
  {
    // One way to write a query (ARCHITECTURE.md): `portalQuery` / `portalQueryKey` of
    // `src/platform/api/portalQuery.ts`, whose keys are core's `queryKeyOf`. A key written by hand,
    // or core's factory called beside them, can drift from the key the prefetch and the snapshot use.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/platform/api/**', 'apps/portal/src/**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_KEY_SYNTAX] },
  },
  {
    // One way from a query to a data state (ARCHITECTURE.md): `queryStateOf` / `queriesStateOf` of
    // `src/shell/dataState/queryState.ts`. A screen that writes the error state of a failed query
    // by hand (`status: 'error'` with `failureTextOf`) is reported. The rule's selectors replace the
    // block above's for these files, so they are repeated.
    files: ['apps/portal/src/screens/**/*.{ts,tsx}'],
    ignores: ['apps/portal/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...QUERY_KEY_SYNTAX,
        {
          selector:
            "Property[key.name='status'][value.value='error'] ~ Property[key.name='message'] > CallExpression[callee.name='failureTextOf']",
          message:
            "Make a query's data state with queryStateOf or queriesStateOf (src/shell/dataState/queryState.ts).",
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/portal/**/*.tsx', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/portal/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Logical properties only: a physical left/right class (ml-, pr-, left-, text-right…) does not
    // mirror in Arabic, so it fails lint in ui and the app.
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/portal/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    plugins: { 'better-tailwindcss': betterTailwind },
    settings: {
      'better-tailwindcss': {
        entryPoint: path.join(root, 'packages/ui/src/styles.css'),
        cwd: root,
        // cn() and cva() calls hold class lists too.
        callees: ['cn', 'cva', 'clsx'],
      },
    },
    rules: {
      'better-tailwindcss/enforce-logical-properties': [
        'error',
        {
          // The rule also rewrites the block axis (top/bottom) and sizes; those do not change with
          // direction, so only left/right is enforced.
          ignore: [
            '^(?:[\\w-]+:)*-?(?:p[tby]|m[tby]|top|bottom|inset-y|h|w|min-h|min-w|max-h|max-w|size|scroll-[mp][tb]|border-[tb]|rounded-[tb])(?:-.+)?$',
          ],
        },
      ],
      'better-tailwindcss/no-unknown-classes': ['error', { ignore: ['^group$', '^peer$'] }],
      'better-tailwindcss/no-conflicting-classes': 'error',
      'better-tailwindcss/no-duplicate-classes': 'error',
    },
  },
);

/**
 * The app's floors (ARCHITECTURE.md): platform → shell → screens → routes → the entry files. An
 * import that climbs out of its floor into one above is an error where it is typed; the build's
 * dependency-cruiser check (`apps/portal/.dependency-cruiser.cjs`) sees the same arrows on the
 * resolved graph, and the cycles.
 */
function appFloorRules() {
  const floors = ['platform', 'shell', 'screens', 'routes'];
  return floors.map((floor, index) => {
    const above = floors.slice(index + 1);
    // A relative import that climbs to `src/` and down into a floor above, or to an entry file.
    const climbs = [
      ...(above.length > 0 ? [`^(?:\\.\\./)+(?:${above.join('|')})(?:/|$)`] : []),
      '^(?:\\.\\./)+(?:main|prerender)(?:\\.tsx?)?$',
    ];
    return {
      files: [`apps/portal/src/${floor}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: climbs.map((regex) => ({
              regex,
              message: `The ${floor} floor imports only the floors below it (${floors.slice(0, index).join(', ') || 'none'}); move the shared piece down (ARCHITECTURE.md "The app's floors").`,
            })),
          },
        ],
      },
    };
  });
}
