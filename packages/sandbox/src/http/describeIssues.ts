import { describeSchemaIssues } from '@portal/core/client';

/**
 * What a zod/mini issue carries, as far as the sentences below read it. zod/mini leaves `message`
 * at "Invalid input" unless the schema gave its own, so the sentence is built from the issue's data
 * (`code`, `expected`, `minimum`, `pattern`, `values`…) and from the value that was received.
 */
export interface ValidationIssue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly format?: string;
  readonly pattern?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly divisor?: number | bigint;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly errors?: readonly (readonly ValidationIssue[])[];
}

/** What the issues are about: the payload that failed and the schema it failed. */
export interface IssueSubject {
  /** The value that was validated (the request body or query). */
  readonly payload: unknown;
  /** The schema it was validated with; read only to say more about an expected type. */
  readonly schema?: unknown;
  /** Stands for an empty path, e.g. `(body)`. */
  readonly rootLabel?: string;
}

/** A message zod/mini wrote itself (rather than one the schema gave), which says nothing useful. */
const GENERIC_MESSAGE = /^Invalid\b/;

const TYPE_NOUNS: Readonly<Record<string, string>> = {
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

const FORMAT_NOUNS: Readonly<Record<string, string>> = {
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

/** The JSON-ish type name of a value, as a caller would name what they sent. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (value instanceof Date) return 'date';
  if (typeof File !== 'undefined' && value instanceof File) return 'file';
  return typeof value;
}

/** A short, safe preview of a value for a sentence. */
function preview(value: unknown): string {
  if (typeof value === 'string') {
    const quoted = JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
    return quoted;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value))
    return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof File !== 'undefined' && value instanceof File) return `a file of ${value.size} bytes`;
  return typeName(value);
}

/** The value at a path of the payload, or `undefined` when the path leads nowhere. */
function valueAt(payload: unknown, path: readonly PropertyKey[]): unknown {
  let value = payload;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

interface SchemaDefinition {
  readonly type?: string;
  readonly shape?: Readonly<Record<string, unknown>>;
  readonly element?: unknown;
  readonly innerType?: unknown;
  readonly in?: unknown;
  readonly valueType?: unknown;
  readonly items?: readonly unknown[];
  readonly checks?: readonly unknown[];
}

/** A zod schema's definition (`_zod.def`, the introspection zod 4 offers), when it has one. */
function definitionOf(schema: unknown): SchemaDefinition | undefined {
  const zod = (schema as { _zod?: { def?: unknown } } | null | undefined)?._zod;
  const definition = zod?.def;
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
function schemaAt(schema: unknown, path: readonly PropertyKey[]): unknown {
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

/** A regular expression in words when it is one of the common shapes (digits), else as written. */
function patternPhrase(pattern: string): string | undefined {
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
    const definition = definitionOf(check) as
      | (SchemaDefinition & {
          check?: string;
          format?: string;
          pattern?: RegExp;
          minimum?: number;
          maximum?: number;
          length?: number;
          value?: number;
          inclusive?: boolean;
        })
      | undefined;
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
function expectedType(expected: string, schema: unknown): string {
  const noun = TYPE_NOUNS[expected] ?? `a ${expected}`;
  const definition = definitionOf(schema);
  const sameType =
    definition?.type === expected || (expected === 'int' && definition?.type === 'number');
  const phrases = sameType ? checkPhrases(schema) : [];
  return phrases.length === 0 ? noun : `${noun} ${phrases.join(' and ')}`;
}

/** The message the schema gave the issue, or `undefined` when zod/mini wrote its generic one. */
function customMessage(issue: ValidationIssue): string | undefined {
  const message = issue.message.trim();
  return message === '' || GENERIC_MESSAGE.test(message) ? undefined : message;
}

function sizeExpectation(issue: ValidationIssue, small: boolean): string {
  const bound = small ? issue.minimum : issue.maximum;
  const origin = issue.origin ?? 'value';
  if (origin === 'string') {
    if (issue.exact) return `a string of exactly ${bound} characters`;
    if (small && Number(bound) === 1) return 'a non-empty string';
    return `a string of ${small ? 'at least' : 'at most'} ${bound} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    if (issue.exact) return `an array of exactly ${bound} items`;
    if (small && Number(bound) === 1) return 'a non-empty array';
    return `an array of ${small ? 'at least' : 'at most'} ${bound} items`;
  }
  if (origin === 'file') return `a file of ${small ? 'at least' : 'at most'} ${bound} bytes`;
  const noun = origin === 'date' ? 'a date' : 'a number';
  if (small)
    return `${noun} ${issue.inclusive === false ? 'greater than' : 'of at least'} ${bound}`;
  return `${noun} ${issue.inclusive === false ? 'less than' : 'of at most'} ${bound}`;
}

/** The alternatives of a union whose branches each failed on the type: "a string or a number". */
function unionExpectation(issue: ValidationIssue): string | undefined {
  const nouns: string[] = [];
  for (const branch of issue.errors ?? []) {
    const [first, ...rest] = branch;
    if (first?.code !== 'invalid_type' || rest.length > 0 || first.path.length > 0)
      return undefined;
    const noun = TYPE_NOUNS[first.expected ?? ''] ?? `a ${first.expected ?? 'value'}`;
    if (!nouns.includes(noun)) nouns.push(noun);
  }
  if (nouns.length === 0) return undefined;
  return nouns.length === 1
    ? nouns[0]
    : `${nouns.slice(0, -1).join(', ')} or ${nouns[nouns.length - 1]}`;
}

/** One issue as a sentence about what was expected and what came, without the path. */
export function describeIssue(issue: ValidationIssue, subject: IssueSubject): string {
  const received = valueAt(subject.payload, issue.path);
  const missing = received === undefined;
  const tail = missing ? 'but it is missing' : `got ${preview(received)}`;
  const got = (what: string) => `expected ${what}, ${tail}`;
  // A message the schema wrote says what it wants in its own words ("expected a 4-digit PIN").
  const custom = customMessage(issue);
  const own = (fallback: string) => {
    if (custom === undefined) return got(fallback);
    return /^expected\s/i.test(custom) ? `${custom}, ${tail}` : `${custom} (${tail})`;
  };
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedType(
        issue.expected ?? 'value',
        schemaAt(subject.schema, issue.path),
      );
      // A wrong type is named by type: the value itself says no more ("got number").
      return `expected ${expected}, ${missing ? tail : `got ${typeName(received)}`}`;
    }
    case 'invalid_format': {
      const words =
        issue.format === 'regex' && issue.pattern !== undefined
          ? patternPhrase(issue.pattern)
          : undefined;
      if (words !== undefined) return got(`a string ${words}`);
      if (issue.format === 'regex')
        return own(`a string matching ${issue.pattern ?? 'the pattern'}`);
      return own(
        FORMAT_NOUNS[issue.format ?? ''] ?? `a string in ${issue.format ?? 'the right'} format`,
      );
    }
    case 'too_small':
      return own(sizeExpectation(issue, true));
    case 'too_big':
      return own(sizeExpectation(issue, false));
    case 'invalid_value': {
      const values = (issue.values ?? []).map((value) => JSON.stringify(value) ?? String(value));
      return got(values.length === 1 ? String(values[0]) : `one of ${values.join(', ')}`);
    }
    case 'not_multiple_of':
      return got(`a multiple of ${String(issue.divisor)}`);
    case 'unrecognized_keys': {
      const keys = (issue.keys ?? []).map((key) => JSON.stringify(key));
      return `unexpected field${keys.length === 1 ? '' : 's'} ${keys.join(', ')}`;
    }
    case 'invalid_union': {
      const alternatives = unionExpectation(issue);
      if (alternatives !== undefined)
        return `expected ${alternatives}, ${missing ? tail : `got ${typeName(received)}`}`;
      return got('a value of one of the accepted shapes');
    }
    default:
      return own('a valid value');
  }
}

/**
 * One readable line per issue, with its path: `pinCode: expected a string of 4 digits, got number`.
 * The path and the root label are written by core's `describeSchemaIssues`, so the sandbox's 400
 * answers and the client's `PortalError.issues` name a place the same way.
 */
export function describeIssues(
  issues: readonly ValidationIssue[],
  subject: IssueSubject,
): string[] {
  return describeSchemaIssues(
    issues.map((issue) => ({ path: issue.path, message: describeIssue(issue, subject) })),
    subject.rootLabel ?? '(body)',
  );
}
