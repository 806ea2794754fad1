import * as z from 'zod/mini';

const text = z.string().check(z.trim(), z.minLength(1));

/** One documented prop (or group of props: see `parseDocsEntryName` for how `name` is written). */
const docsPropSchema = z.strictObject({
  name: text,
  /** The TypeScript type, as a reader needs it (`'sm' | 'md' | 'lg'`, `ReactNode`). */
  type: text,
  required: z.optional(z.boolean()),
  /** The value used when the prop is left out, written as code (`'md'`, `false`). */
  defaultValue: z.optional(text),
  description: text,
});

/**
 * The shape of every `<Name>.docs.json`: the machine-readable facts a component folder keeps beside
 * its code (Storybook's docs page shows them, `findDocsDrift` checks `props` against the types).
 * Strict: a misspelt key (`defaultvalue`) is an error rather than a fact that silently disappears.
 */
export const componentDocsSchema = z.strictObject({
  /** The name in snake_case (`application_card`), as Primer's docs.json ids are written. */
  id: z.string().check(z.regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/)),
  /** The folder's main component, spelt as it is exported (`ApplicationCard`). */
  name: z.string().check(z.regex(/^[A-Z][A-Za-z0-9]*$/)),
  status: z.enum(['alpha', 'beta', 'stable', 'deprecated']),
  a11yReviewed: z.boolean(),
  /** Story ids that show the component. */
  stories: z.array(z.string().check(z.regex(/^[a-z0-9-]+--[a-z0-9-]+$/))).check(z.minLength(1)),
  /** Where the specification asks for it. */
  spec: text,
  props: z.array(docsPropSchema),
  /** How it meets WCAG: one paragraph, or one sentence per point. */
  a11y: z.optional(z.union([text, z.array(text).check(z.minLength(1))])),
  /** How to plug in the production service, for components that wrap one (Captcha). */
  productionAdapter: z.optional(text),
});

export type ComponentDocs = z.infer<typeof componentDocsSchema>;
