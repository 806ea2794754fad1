/// <reference types="node" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentDocsSchema } from '../componentDocsSchema';
import { createPropsProgram } from '../createPropsProgram';
import { findDocsDrift } from '../findDocsDrift';
import { listComponentDocs } from '../listComponentDocs';
import { readFolderApi } from '../readFolderApi';

// Every component folder's docs.json against its components' props types: a prop added or renamed
// without its entry, or an entry left behind by a removed prop, fails here with a sentence saying
// which entry to add or fix.
const packageRoot = fileURLToPath(new URL('../../..', import.meta.url));
const folders = listComponentDocs(packageRoot);

let program: ts.Program;
beforeAll(() => {
  program = createPropsProgram(
    path.join(packageRoot, 'tsconfig.json'),
    folders.map((folder) => folder.indexFile),
  );
});

describe('docs.json props match the components’ props types', () => {
  it.each(folders)('$docsPath', ({ json, indexFile }) => {
    expect(json, 'the folder has no docs.json').toBeDefined();
    const api = readFolderApi(program, indexFile, path.join(packageRoot, 'src'));
    expect(findDocsDrift(componentDocsSchema.parse(json), api)).toEqual([]);
  });
});
