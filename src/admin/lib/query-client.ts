import { QueryClient } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../web/query-retry';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Staff act on what they see: keep data briefly fresh, but refetch when they come back to the tab.
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      retry: retryUnlessClientError,
    },
    mutations: { retry: false },
  },
});
