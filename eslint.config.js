// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import betterTailwind from 'eslint-plugin-better-tailwindcss';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

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
