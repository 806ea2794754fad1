/**
 * Whether a path (after the language prefix) is one of the route patterns: literal segments compare
 * exactly, a `$name` segment takes any one non-empty segment. A trailing slash is ignored, except
 * that `/` is only the home page.
 */
export function matchesRoutePath(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, index) => segment.startsWith('$') || segment === given[index]);
}

/** Whether a path matches any of the patterns. */
export function isKnownPath(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesRoutePath(pattern, path));
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
