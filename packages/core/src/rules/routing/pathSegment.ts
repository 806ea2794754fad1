/**
 * One path segment from an id, percent-encoded so an id cannot add segments (`a/../b`) or a query.
 * @throws {RangeError} naming `label` when the id is empty, blank, or not a string or finite number.
 * @internal
 */
export function pathSegment(value: string | number, label: string): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new RangeError(`${label} must be a non-empty string or number; got ${JSON.stringify(value) ?? String(value)}`);
  return encodeURIComponent(text);
}

/** Appends query parameters, skipping `undefined`; keeps the order given. @internal */
export function withQuery(path: string, params: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.append(name, value);
  const text = query.toString();
  return text === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${text}`;
}
