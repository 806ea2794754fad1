// @ts-check
/**
 * The package's floors (ARCHITECTURE.md, @portal/ui), checked on the resolved import graph of
 * `src/`: components are built from components and the package's helpers, never from a
 * composition; a composition area (`src/compositions/<area>/`) is built from components, those
 * helpers and its own area, never from another area; and no two folders import each other,
 * however indirectly. A piece two areas need moves down to `src/components` (or `src/lib`).
 */

/** What every floor may use: the shared helpers and the package's style sheets. */
const HELPERS = '^src/(lib|provider|storybook)/|^src/[^/]+\\.css$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-composition-in-components',
      comment:
        'A component is a primitive the compositions are built from: it never imports a composition ' +
        '(ARCHITECTURE.md, @portal/ui).',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/compositions/' },
    },
    {
      name: 'composition-area-uses-components-and-its-own-area',
      comment:
        'A composition area imports components, the lib/provider/storybook helpers and its own ' +
        'area only: a piece two areas need moves down to src/components or src/lib.',
      severity: 'error',
      from: { path: '^src/compositions/([^/]+)/' },
      to: {
        path: '^src/',
        pathNot: [`^src/components/`, HELPERS, '^src/compositions/$1/'],
      },
    },
    {
      name: 'composition-takes-props-not-view-models',
      comment:
        'A view model (`src/compositions/<area>/views/<concept>.ts`) turns core data and words into a ' +
        "composition's props; the composition only takes them. So only the view models themselves, the " +
        "area's stories, story data and tests (and the app, through the package root) call a view model: " +
        'the arrow between a composition and its view model points one way (ARCHITECTURE.md, View models).',
      severity: 'error',
      from: {
        path: '^src/compositions/([^/]+)/',
        pathNot: [
          '^src/compositions/[^/]+/views/',
          '\\.stories\\.tsx?$',
          '/__tests__/',
          '[sS]tory(Data|Words)\\.tsx?$',
        ],
      },
      to: { path: '^src/compositions/$1/views/' },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'Two folders that import each other (directly or through others) are one concept split in ' +
        'two: move the shared piece down, or into one of them. (Components are left out for now: ' +
        'two of their stories show each other, Field with TextInput and Captcha with the sandbox story.) ' +
        'Inside one composition area the folders are not checked against each other, only the area as a ' +
        "whole: an area's `views/` imports the prop types of the compositions it serves and their " +
        'stories and tests import it back, so every folder of the area shares one cycle by design; ' +
        'composition-takes-props-not-view-models checks per file that production code keeps one direction.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(compositions|lib|provider)/', pathNot: '^src/compositions/[^/]+/.' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsConfig: { fileName: 'tsconfig.json' },
    // `import type` arrows count: a type from another area is still an arrow to it.
    tsPreCompilationDeps: true,
    // Resolve `.ts`/`.tsx` imports written with and without their extension.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    cache: false,
  },
};
