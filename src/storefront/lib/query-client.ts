import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalog data changes rarely; a minute of freshness saves a refetch on every back-navigation.
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not heal on retry; a network blip might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
