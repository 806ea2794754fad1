import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('../../..', import.meta.url));
const compositions = path.join(packageRoot, 'src/compositions');
const reviewPages = path.join(packageRoot, '../../.storybook/designReview');

/** Every composition's stories file (main and features), relative to the package. */
function compositionStoryFiles(): string[] {
  return readdirSync(compositions, { recursive: true, encoding: 'utf8' })
    .filter((file) => /^[^/]+\/[^/]+\/[^/]+\.stories\.tsx$/.test(file))
    .map((file) => `src/compositions/${file.replace(/\.tsx$/, '')}`)
    .sort();
}

/** The stories modules the design review pages import, relative to the package. */
function reviewedStoryFiles(): Set<string> {
  const imported = new Set<string>();
  for (const page of readdirSync(reviewPages).filter((file) => file.endsWith('.mdx'))) {
    const source = readFileSync(path.join(reviewPages, page), 'utf8');
    for (const [, from] of source.matchAll(/^import \* as \w+ from '([^']+\.stories)';$/gm)) {
      imported.add(path.relative(packageRoot, path.resolve(reviewPages, from!)));
    }
  }
  return imported;
}

describe('the design review pages (.storybook/designReview)', () => {
  // A designer reviews a release on those pages: a composition missing from them goes unseen.
  it('show every composition’s stories', () => {
    const reviewed = reviewedStoryFiles();
    expect(compositionStoryFiles().filter((file) => !reviewed.has(file))).toEqual([]);
  });

  it('import nothing that is gone', () => {
    const present = new Set(compositionStoryFiles());
    expect([...reviewedStoryFiles()].filter((file) => !present.has(file))).toEqual([]);
  });
});
