import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './providers';

/**
 * The whole storefront. The server renders exactly this tree and the browser hydrates exactly this
 * tree: any difference in nesting would shift the ids `useId` hands out and leave the markup's ids
 * and the hydrated components' ids apart.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
