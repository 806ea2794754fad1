/**
 * What a zod schema expects, in words: "a string of 4 digits", "a number of at most 5". Read from the
 * schema's definition (`_zod.def`, the introspection zod 4 offers), because zod/mini leaves an issue's
 * message at "Invalid input" and an issue alone does not say what a pattern or a bound was.
 */

/** Nouns for the types an issue's `expected` names. */
export const TYPE_NOUNS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  bigint: 'a big integer',
  date: 'a date',
  file: 'a file',
  null: 'null',
  undefined: 'nothing',
  never: 'nothing (the field is not allowed)',
  nonoptional: 'a value',
};

/** Nouns for zod's string formats. */
export const FORMAT_NOUNS: Readonly<Record<string, string>> = {
  email: 'an email address',
  url: 'a URL',
  uuid: 'a UUID',
  guid: 'a GUID',
  datetime: 'an ISO date and time',
  date: 'an ISO date (YYYY-MM-DD)',
  time: 'an ISO time',
  e164: 'a phone number in E.164 form',
  base64: 'base64 text',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
};

/** The parts of a zod 4 definition read here (of a schema or of one of its checks). */
interface SchemaDefinition {
  readonly type?: string;
  readonly shape?: Readonly<Record<string, unknown>>;
  readonly element?: unknown;
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly valueType?: unknown;
  readonly items?: readonly unknown[];
  readonly checks?: readonly unknown[];
  readonly check?: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
}

/** A zod schema's (or check's) definition, when it has one. */
function definitionOf(schema: unknown): SchemaDefinition | undefined {
  const definition = (schema as { _zod?: { def?: unknown } } | null | undefined)?._zod?.def;
  return typeof definition === 'object' && definition !== null
    ? (definition as SchemaDefinition)
    : undefined;
}

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nonoptional',
  'default',
  'prefault',
  'readonly',
  'catch',
]);

/** The schema without optional, nullable, default and pipe wrappers. */
function unwrap(schema: unknown): unknown {
  let current = schema;
  // Bounded, so a hand-made cyclic definition cannot hang the error path.
  for (let depth = 0; depth < 20; depth += 1) {
    const definition = definitionOf(current);
    if (definition?.type !== undefined && WRAPPERS.has(definition.type))
      current = definition.innerType;
    else if (definition?.type === 'pipe') current = definition.in;
    else return current;
  }
  return current;
}

/** The schema that validates the value at a path, when the path can be followed. */
export function schemaAt(schema: unknown, path: readonly PropertyKey[]): unknown {
  let current = unwrap(schema);
  for (const key of path) {
    const definition = definitionOf(current);
    if (definition?.type === 'object') current = definition.shape?.[String(key)];
    else if (definition?.type === 'array') current = definition.element;
    else if (definition?.type === 'record') current = definition.valueType;
    else if (definition?.type === 'tuple' && typeof key === 'number')
      current = definition.items?.[key];
    else return undefined;
    current = unwrap(current);
  }
  return current;
}

/** A regular expression in words when it is one of the common digit shapes, else `undefined`. */
export function patternPhrase(pattern: string): string | undefined {
  const source = pattern.replace(/^\/(.*)\/[a-z]*$/s, '$1');
  const exact = /^\^\\d\{(\d+)\}\$$/.exec(source);
  if (exact) return `of ${exact[1]} digits`;
  const range = /^\^\\d\{(\d+),(\d+)\}\$$/.exec(source);
  if (range) return `of ${range[1]} to ${range[2]} digits`;
  if (source === '^\\d+$') return 'of digits only';
  return undefined;
}

/** Words for the checks of a string or number schema: "of 4 digits", "of at most 64 characters". */
function checkPhrases(schema: unknown): string[] {
  const phrases: string[] = [];
  for (const check of definitionOf(schema)?.checks ?? []) {
    const definition = definitionOf(check);
    switch (definition?.check) {
      case 'string_format':
        if (definition.format === 'regex' && definition.pattern !== undefined) {
          const words = patternPhrase(String(definition.pattern));
          if (words !== undefined) phrases.push(words);
        } else if (definition.format !== undefined && FORMAT_NOUNS[definition.format]) {
          phrases.push(`holding ${FORMAT_NOUNS[definition.format]}`);
        }
        break;
      case 'length_equals':
        phrases.push(`of exactly ${definition.length} characters`);
        break;
      case 'min_length':
        phrases.push(`of at least ${definition.minimum} characters`);
        break;
      case 'max_length':
        phrases.push(`of at most ${definition.maximum} characters`);
        break;
      case 'greater_than':
        phrases.push(
          `${definition.inclusive ? 'of at least' : 'greater than'} ${definition.value}`,
        );
        break;
      case 'less_than':
        phrases.push(`${definition.inclusive ? 'of at most' : 'less than'} ${definition.value}`);
        break;
      default:
        break;
    }
  }
  return phrases;
}

/** "a string" with what the schema adds: "a string of 4 digits". */
export function expectedType(expected: string, schema: unknown): string {
  const noun = TYPE_NOUNS[expected] ?? `a ${expected}`;
  const type = definitionOf(schema)?.type;
  const sameType = type === expected || (expected === 'int' && type === 'number');
  const phrases = sameType ? checkPhrases(schema) : [];
  return phrases.length === 0 ? noun : `${noun} ${phrases.join(' and ')}`;
}
