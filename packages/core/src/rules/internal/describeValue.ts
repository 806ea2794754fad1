/**
 * A value as text for an error message, which never throws itself: strings quoted, other primitives
 * as written, objects by kind only. (`String()` throws on a null-prototype object and
 * `JSON.stringify` on a bigint, so a message built with either can turn a helpful RangeError into
 * a TypeError; and a caller's data has no place in a log line anyway.)
 * @internal
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null)
    return Array.isArray(value) ? 'an array' : 'an object';
  return typeof value === 'function' ? 'a function' : String(value);
}
