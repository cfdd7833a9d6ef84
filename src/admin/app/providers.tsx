import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';

/** App-wide state that outlives screens and sessions. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Top-right: the editors keep their Save bar at the bottom, where a toast would cover it. */}
      <ToastContainer position="top-right" autoClose={4000} newestOnTop />
    </QueryClientProvider>
  );
}
