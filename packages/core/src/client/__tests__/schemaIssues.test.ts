import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeSchemaIssues } from '../schemaIssues';

/** The sentences for a payload that fails a schema (the client's issues, the sandbox's 400s). */
function sentences(schema: z.ZodMiniType, payload: unknown): string[] {
  const parsed = z.safeParse(schema, payload);
  if (parsed.success) return [];
  return describeSchemaIssues(parsed.error.issues, { payload, schema });
}

const pin = z.object({
  pinCode: z.string().check(z.regex(/^\d{4}$/, 'expected a 4-digit PIN')),
});

describe('describeSchemaIssues', () => {
  it('says what a field should have been and what it got, not "Invalid input"', () => {
    expect(sentences(pin, { pinCode: 1234 })).toEqual([
      'pinCode: expected a string of 4 digits, got number',
    ]);
    expect(sentences(pin, { pinCode: '12a4' })).toEqual([
      'pinCode: expected a string of 4 digits, got "12a4"',
    ]);
    expect(sentences(pin, {})).toEqual([
      'pinCode: expected a string of 4 digits, but it is missing',
    ]);
  });

  it('names the body itself when the payload is missing or of the wrong type', () => {
    expect(sentences(pin, undefined)).toEqual(['(body): expected an object, but it is missing']);
    expect(sentences(pin, [1])).toEqual(['(body): expected an object, got array']);
  });

  it.each([
    [
      'a short string',
      z.object({ q: z.string().check(z.minLength(3)) }),
      { q: 'ab' },
      'q: expected a string of at least 3 characters, got "ab"',
    ],
    [
      'an empty string',
      z.object({ q: z.string().check(z.minLength(1)) }),
      { q: '' },
      'q: expected a non-empty string, got ""',
    ],
    [
      'a long string',
      z.object({ q: z.string().check(z.maxLength(2)) }),
      { q: 'abc' },
      'q: expected a string of at most 2 characters, got "abc"',
    ],
    [
      'an exact length',
      z.object({ q: z.string().check(z.length(3)) }),
      { q: 'ab' },
      'q: expected a string of exactly 3 characters, got "ab"',
    ],
    [
      'an empty array',
      z.object({ ids: z.array(z.string()).check(z.minLength(1)) }),
      { ids: [] },
      'ids: expected a non-empty array, got an array of 0 items',
    ],
    [
      'a number too big',
      z.object({ n: z.number().check(z.maximum(5)) }),
      { n: 9 },
      'n: expected a number of at most 5, got 9',
    ],
    [
      'a number not positive',
      z.object({ n: z.number().check(z.positive()) }),
      { n: 0 },
      'n: expected a number greater than 0, got 0',
    ],
    [
      'a fraction for an int',
      z.object({ n: z.int() }),
      { n: 1.5 },
      'n: expected a whole number, got number',
    ],
    [
      'an enum',
      z.object({ e: z.enum(['pdf', 'html']) }),
      { e: 'doc' },
      'e: expected one of "pdf", "html", got "doc"',
    ],
    ['a literal', z.object({ l: z.literal('x') }), { l: 'y' }, 'l: expected "x", got "y"'],
    [
      'a union of types',
      z.object({ u: z.union([z.string(), z.number()]) }),
      { u: null },
      'u: expected a string or a number, got null',
    ],
    [
      'an email',
      z.object({ to: z.email() }),
      { to: 'nobody' },
      'to: expected an email address, got "nobody"',
    ],
    [
      'an unknown field',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      '(body): unexpected field "b"',
    ],
    [
      'a nested item',
      z.object({ items: z.array(z.object({ ok: z.boolean() })) }),
      { items: [{ ok: 'yes' }] },
      'items.0.ok: expected true or false, got string',
    ],
    [
      'an optional field of the wrong type',
      z.object({ n: z.optional(z.nullable(z.number())) }),
      { n: 'x' },
      'n: expected a number, got string',
    ],
  ])('describes %s', (_, schema, payload, sentence) => {
    expect(sentences(schema, payload)).toEqual([sentence]);
  });

  it('uses a message the schema wrote itself, with what it got', () => {
    const path = z.object({
      path: z.string().check(z.regex(/^\/\S*$/, 'expected a path starting with /')),
    });
    expect(sentences(path, { path: 'api' })).toEqual([
      'path: expected a path starting with /, got "api"',
    ]);
  });

  it('shortens a long value it quotes', () => {
    const [sentence] = sentences(pin, { pinCode: 'x'.repeat(100) });
    expect(sentence).toBe(`pinCode: expected a string of 4 digits, got "${'x'.repeat(40)}…"`);
  });

  it('leaves out what came when it is not given the payload', () => {
    const parsed = z.safeParse(pin, { pinCode: 1234 });
    expect(describeSchemaIssues(parsed.error?.issues ?? [], { schema: pin })).toEqual([
      'pinCode: expected a string of 4 digits',
    ]);
    expect(describeSchemaIssues(parsed.error?.issues ?? [])).toEqual([
      'pinCode: expected a string',
    ]);
  });

  it('names an empty path with the root label it is given', () => {
    expect(
      describeSchemaIssues(z.safeParse(pin, 'x').error?.issues ?? [], {
        payload: 'x',
        schema: pin,
        rootLabel: '(query)',
      }),
    ).toEqual(['(query): expected an object, got string']);
  });

  it('never throws and always names a place, whatever the payload', () => {
    const schema = z.object({
      pinCode: pin.shape.pinCode,
      items: z.array(
        z.object({ amount: z.number().check(z.positive()), code: z.enum(['a', 'b']) }),
      ),
      note: z.optional(z.string().check(z.maxLength(5))),
    });
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        for (const sentence of sentences(schema, payload)) {
          expect(sentence).toMatch(/^(\(body\)|[\w.]+): \S/);
          expect(sentence).not.toMatch(/Invalid input/);
        }
      }),
    );
  });
});
