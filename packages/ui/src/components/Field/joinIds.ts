/** Joins element ids for `aria-describedby`, dropping empty parts; `undefined` when none is left. */
export function joinIds(
  ...ids: ReadonlyArray<string | false | null | undefined>
): string | undefined {
  const joined = ids
    .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
    .join(' ');
  return joined === '' ? undefined : joined;
}
