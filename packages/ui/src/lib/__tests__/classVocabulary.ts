import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every .ts/.tsx module under src, tests and the Storybook set-up left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'storybook', 'componentDocs'].includes(entry.name)
        ? []
        : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The words of every string in the package's sources: the class lists the components hand to `cn`
 * and `cva` (directly or through constants such as the dialogs' surface classes), the classes they
 * pass each other in `className`, and other text; of the stories, the `className` attributes. The caller keeps the words that are Tailwind
 * classes (those tailwind-merge recognises).
 */
export function sourceWords(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.split(/\s+/)) if (word) words.add(word);
  };
  for (const file of sourceFiles(src)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    // A story's strings are mostly sample text; its `className` attributes are classes.
    const story = file.endsWith('.stories.tsx');
    const visit = (node: ts.Node): void => {
      if (story) {
        if (
          ts.isJsxAttribute(node) &&
          node.name.getText(source) === 'className' &&
          node.initializer &&
          ts.isStringLiteral(node.initializer)
        )
          add(node.initializer.text);
      } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        add(node.text);
      else if (ts.isTemplateExpression(node)) {
        add(node.head.text);
        for (const span of node.templateSpans) add(span.literal.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...words].sort();
}
