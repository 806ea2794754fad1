import type { ApiLanguage } from '../client/createPortalClient';

/** First element of every @portal/core query key: `['portal']` matches them all. */
export const PORTAL_QUERY_SCOPE = 'portal';

/** A value a query key can hold: what `JSON.stringify` writes and reads back unchanged. */
export type QueryKeyValue =
  | string
  | number
  | boolean
  | null
  | readonly QueryKeyValue[]
  | { readonly [key: string]: QueryKeyValue };

/** What names a query: a call definition, or a loader's own id (`headerStateQuery`). */
export interface QueryIdentity {
  /** Stable id, `area.name`, e.g. `commonUi.notificationCount`. */
  readonly id: string;
}

/**
 * `['portal', callId, lang, input]`: generic to specific, so TanStack Query's prefix matching can
 * reach every portal query, every query of one call, or one call in one language.
 */
export type PortalQueryKey = readonly [
  scope: typeof PORTAL_QUERY_SCOPE,
  callId: string,
  lang: ApiLanguage,
  input: QueryKeyValue,
];

/**
 * The query key of one client function call: scope, call id, interface language and input.
 *
 * The language is part of the key because every answer is in the client's language (lists, messages,
 * URLs): switching language must not show the other language's cached data. The input is copied into
 * plain data: object keys sorted, `undefined` members and values that are not data (a `Storage`, a
 * function, a `Blob`, an `AbortSignal`) left out, since they do not say which answer is wanted; a
 * `Date` becomes its ISO text, a bigint or a non-finite number its text. No input and `{}` give the
 * same key, as `getNotificationCount(client)` and `getNotificationCount(client, {})` are the same call.
 *
 * Tree-shaking: this takes the call definition the app already imports from its area entry
 * (`notificationCountCall` from `@portal/core/api/commonUi`), so no other area's schemas are pulled in.
 *
 * @example
 * useQuery({
 *   queryKey: queryKeyOf(notificationCountCall, client.options.lang),
 *   queryFn: ({ signal }) => getNotificationCount(client, {}, { signal }),
 *   retry: isRetryable,
 * });
 */
export function queryKeyOf(
  call: QueryIdentity,
  lang: ApiLanguage,
  input?: unknown,
): PortalQueryKey {
  return [PORTAL_QUERY_SCOPE, call.id, lang, toQueryKeyValue(input ?? {}, new Set()) ?? {}];
}

/**
 * The prefix of every key of one call, optionally in one language, for
 * `queryClient.invalidateQueries({ queryKey: queryKeyPrefixOf(notificationsCall) })`.
 */
export function queryKeyPrefixOf(
  call: QueryIdentity,
  lang?: ApiLanguage,
):
  | readonly [typeof PORTAL_QUERY_SCOPE, string]
  | readonly [typeof PORTAL_QUERY_SCOPE, string, ApiLanguage] {
  return lang === undefined ? [PORTAL_QUERY_SCOPE, call.id] : [PORTAL_QUERY_SCOPE, call.id, lang];
}

/**
 * Plain data for a key, or `undefined` for a value that is not data. `ancestors` holds the objects
 * being copied, so a cycle is left out instead of recursing forever.
 */
function toQueryKeyValue(value: unknown, ancestors: Set<object>): QueryKeyValue | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return String(value);
    case 'object':
      break;
    default:
      return undefined;
  }
  if (value === null) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  }
  if (ancestors.has(value)) return undefined;
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      // Positions matter in an array, so a value that is not data keeps its place as null (as JSON).
      return value.map((item: unknown) => toQueryKeyValue(item, ancestors) ?? null);
    }
    if (!isPlainObject(value)) return undefined;
    const members: [string, QueryKeyValue][] = [];
    for (const key of Object.keys(value).sort()) {
      const member = toQueryKeyValue((value as Record<string, unknown>)[key], ancestors);
      if (member !== undefined) members.push([key, member]);
    }
    // fromEntries defines own members, so an input key named `__proto__` stays plain data.
    return Object.fromEntries(members);
  } finally {
    ancestors.delete(value);
  }
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
