import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../web/query-retry';
import { readToken, subscribeToAuth } from './auth-storage';

/** One per browser tab, and one per page the server renders, so no shopper's data meets another's. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalog data changes rarely; a minute of freshness saves a refetch on every back-navigation.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retryUnlessClientError,
      },
    },
  });
}

/**
 * A cached profile or order list belongs to one session: drop it when a new session starts, so the
 * next account never sees the previous one's details, even for a frame. Not on sign-out: pages that
 * watch these queries react to the 401 themselves, and dropping them there would refetch in a loop.
 */
export function dropSessionQueriesOnSignIn(queryClient: QueryClient): () => void {
  return subscribeToAuth(() => {
    if (!readToken()) return;
    queryClient.removeQueries({ queryKey: ['auth'] });
    queryClient.removeQueries({ queryKey: ['orders'] });
  });
}
