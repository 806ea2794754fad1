/**
 * One path segment from an id, percent-encoded so an id cannot add segments (`a/../b`) or a query.
 * @throws {RangeError} naming `label` when the id is empty, blank, or not a string or finite number.
 * @internal
 */
export function pathSegment(value: string | number, label: string): string {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  // The message names the value without String() or JSON.stringify() of an arbitrary one, which
  // throw a TypeError for a null-prototype object or a bigint.
  if (text === '')
    throw new RangeError(
      `${label} must be a non-empty string or number; got ${typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' ? value : typeof value}`,
    );
  return encodeURIComponent(text);
}

/** Appends query parameters, skipping `undefined`; keeps the order given. @internal */
export function withQuery(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
