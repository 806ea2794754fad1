import { shouldRetryQuery } from '@portal/core/query';
import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Retries follow core's `isRetryable` (network, timeout and 5xx on reads
 * only, at most twice; never a 401 or another 4xx, which TanStack's default would retry three times).
 * A 401 is handled where it is answered, by the client's `onUnauthorized` (see `AppServices`).
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
