import { describe, expect, it } from 'vitest';
import {
  blankStringsAndComments,
  clientReasonOf,
  withoutSourceMapComments,
} from '../finishDist.mjs';

describe('clientReasonOf (which built modules get a first-line use client)', () => {
  it('marks a module that imports a React hook, context or a component class', () => {
    expect(clientReasonOf("import { useState } from 'react';\nexport const a = 1;")).toBe(
      'imports useState from react',
    );
    expect(clientReasonOf("import { createContext as c } from 'react';")).toBe(
      'imports createContext from react',
    );
    expect(clientReasonOf("import * as React from 'react';")).toBe('imports all of react');
  });

  it('marks a module that imports one of our hooks from another chunk', () => {
    expect(clientReasonOf("import { useFieldControl } from './chunk-7AIUE5IF.js';")).toBe(
      'imports useFieldControl from ./chunk-7AIUE5IF.js',
    );
  });

  it('marks a module that imports Radix, react-hook-form, dnd-kit or react-dom', () => {
    expect(clientReasonOf("import { Slot } from 'radix-ui';")).toBe('imports radix-ui');
    expect(clientReasonOf("import { useForm } from 'react-hook-form';")).toBe(
      'imports react-hook-form',
    );
    expect(clientReasonOf("import { DndContext } from '@dnd-kit/core';")).toBe(
      'imports @dnd-kit/core',
    );
    expect(clientReasonOf("import { createPortal } from 'react-dom';")).toBe('imports react-dom');
  });

  it('marks a module that reads a browser global or creates an event handler inline', () => {
    expect(clientReasonOf('export const w = () => window.innerWidth;')).toBe('reads window');
    expect(clientReasonOf('const d = document?.body;')).toBe('reads document');
    expect(clientReasonOf('jsx(Button, { onClick: () => close(), children })')).toBe(
      'creates onClick inline',
    );
    expect(clientReasonOf('jsx(Dialog, { onOpenChange: async (open) => save(open) })')).toBe(
      'creates onOpenChange inline',
    );
  });

  it('leaves pure modules unmarked: view models, label builders, class helpers, markup', () => {
    const pure = [
      "import { cva } from 'class-variance-authority';\nimport { jsx } from 'react/jsx-runtime';",
      "import { clsx } from 'clsx';\nexport function cn(...inputs) { return clsx(inputs); }",
      "import { formatAed } from '@portal/core';\nexport const aedOf = (n) => formatAed(n);",
      // A handler passed through from the caller's props is the caller's: not made here.
      'jsx(Button, { onClick: onCancel, children })',
      // Words in strings and comments are not code.
      "const hint = 'Opens a new window'; // document the window\nconst c = `navigator`;",
      "import { memo, Fragment, use } from 'react';",
    ];
    for (const code of pure) expect(clientReasonOf(code), code).toBeUndefined();
  });
});

describe('blankStringsAndComments', () => {
  it('keeps the code and the quotes, blanks what is inside strings and comments', () => {
    expect(blankStringsAndComments("a('window') /* document */ // x\nb")).toBe(
      `a('      ')${' '.repeat(20)}\nb`,
    );
  });
});

describe('withoutSourceMapComments', () => {
  it('takes out the comments tsup writes (twice) and leaves one final newline', () => {
    const code =
      "export { a } from './a.js';\n//# sourceMappingURL=index.js.map\n//# sourceMappingURL=index.js.map";
    expect(withoutSourceMapComments(code)).toBe("export { a } from './a.js';\n");
  });
});
