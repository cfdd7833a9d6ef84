import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from '../../../lib/toast';

const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** The toast container, mounted with the first toast (see lib/toast.ts). */
export function Toasts() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      {/* Spec §9: toasts default to 5 s, top-right. */}
      {/* Top-right as the spec says, but below the sticky header so toasts never cover the cart and wishlist buttons. */}
      <ToastContainer position="top-right" autoClose={5000} newestOnTop style={{ top: 'calc(var(--nav-height) + 48px)' }} />
    </Suspense>
  );
}
