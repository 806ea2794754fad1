import {
  expectedType,
  FORMAT_NOUNS,
  patternPhrase,
  schemaAt,
  TYPE_NOUNS,
} from './schemaExpectation';
import type { SchemaIssue, SchemaIssueSubject } from './schemaIssues';

/** A message zod/mini wrote itself (rather than one the schema gave), which says nothing useful. */
const GENERIC_MESSAGE = /^Invalid\b/;

/** The JSON-ish type name of a value, as a caller would name what they sent. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  if (value instanceof Date) return 'date';
  if (typeof File !== 'undefined' && value instanceof File) return 'file';
  return typeof value;
}

/** A short, safe preview of a value for a sentence; long text is cut so a sentence stays a line. */
function preview(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
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

/** What a too_small / too_big issue wanted: "a string of at least 3 characters". */
function sizeExpectation(issue: SchemaIssue, small: boolean): string {
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
function unionExpectation(issue: SchemaIssue): string | undefined {
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

/**
 * One issue as a sentence about what was expected and what came, without the path:
 * `expected a string of 4 digits, got number`. Without a payload it says only what was expected.
 */
export function schemaIssueSentence(issue: SchemaIssue, subject: SchemaIssueSubject): string {
  const known = 'payload' in subject;
  const received = known ? valueAt(subject.payload, issue.path) : undefined;
  const tail = !known
    ? ''
    : received === undefined
      ? ', but it is missing'
      : `, got ${preview(received)}`;
  // A wrong type is named by type: the value itself says no more ("got number").
  const typeTail = received === undefined ? tail : `, got ${typeName(received)}`;
  const got = (what: string) => `expected ${what}${tail}`;
  // A message the schema wrote says what it wants in its own words ("expected a 4-digit PIN").
  const message = issue.message.trim();
  const custom = message === '' || GENERIC_MESSAGE.test(message) ? undefined : message;
  const own = (fallback: string) => {
    if (custom === undefined) return got(fallback);
    if (/^expected\s/i.test(custom)) return custom + tail;
    return tail === '' ? custom : `${custom} (${tail.slice(2)})`;
  };
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${expectedType(issue.expected ?? 'value', schemaAt(subject.schema, issue.path))}${typeTail}`;
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
      return alternatives === undefined
        ? got('a value of one of the accepted shapes')
        : `expected ${alternatives}${typeTail}`;
    }
    default:
      // A refinement's own message, or an issue without zod's data: the message and what came.
      return own('a valid value');
  }
}
