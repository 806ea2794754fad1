import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { componentDocsSchema } from '../componentDocsSchema';
import { listComponentDocs } from '../listComponentDocs';

const packageRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('docs.json files have the shape tooling reads', () => {
  it.each(listComponentDocs(packageRoot))('$docsPath', ({ folderName, json }) => {
    const result = componentDocsSchema.safeParse(json);
    expect(result.success ? [] : z.prettifyError(result.error).split('\n')).toEqual([]);
    // The folder, its docs file and its main component share one name; the id is that name.
    expect(result.data?.name).toBe(folderName);
    expect(result.data?.id).toBe(snakeCaseOf(folderName));
  });
});

/** `ApplicationCard` → `application_card`. */
function snakeCaseOf(name: string): string {
  return name.replace(/(?<=.)([A-Z])/g, '_$1').toLowerCase();
}
