/**
 * Whether a path (after the language prefix) is one of the route patterns: literal segments compare
 * exactly, a `$name` segment takes any one non-empty segment. A trailing slash is ignored, except
 * that `/` is only the home page.
 */
export function matchesRoutePath(pattern: string, path: string): boolean {
  return routeParamsOf(pattern, path) !== undefined;
}

/**
 * The path parameters of `path` when it matches `pattern` (`/mylocker/journeys/$journeyId` and
 * `/mylocker/journeys/jr-1` → `{ journeyId: 'jr-1' }`), decoded as the router decodes them;
 * `undefined` when it does not match (as {@link matchesRoutePath}).
 */
export function routeParamsOf(
  pattern: string,
  path: string,
): Readonly<Record<string, string>> | undefined {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith('$')) params[segment.slice(1)] = decodedSegment(value);
    else if (segment !== value) return undefined;
  }
  return params;
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a path matches any of the patterns. */
export function isKnownPath(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => matchesRoutePath(pattern, path));
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}
