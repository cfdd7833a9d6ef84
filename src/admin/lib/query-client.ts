import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Staff act on what they see: keep data briefly fresh, but refetch when they come back to the tab.
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // A 4xx will not heal on retry; a network blip might.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
