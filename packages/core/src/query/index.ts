/**
 * What a TanStack Query (or any cache) app needs around the portal clients: stable query keys and the
 * retry decision. Framework-free; imports nothing of TanStack, so it works with any adapter.
 * @packageDocumentation
 */
export {
  PORTAL_QUERY_SCOPE,
  queryKeyOf,
  queryKeyPrefixOf,
  type PortalQueryKey,
  type QueryIdentity,
  type QueryKeyValue,
} from './queryKey';
export { MAX_QUERY_RETRIES, isRetryable, shouldRetryQuery } from './isRetryable';
